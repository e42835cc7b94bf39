import pg from 'pg';

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

// The name goes into CREATE DATABASE unquoted, where no parameter can stand in for it.
const SAFE_PREFIX = /^[a-z][a-z0-9_]{0,30}$/;

/**
 * A new, empty PostgreSQL database on the server of `serverUrl`, named `<prefix>_<pid>_<time>_<random>` so
 * parallel test processes and benchmark runs never share one; `drop()` removes it even while connected.
 */
export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<ScratchPostgres> {
  if (!SAFE_PREFIX.test(prefix))
    throw new Error(`scratch database prefix must match ${SAFE_PREFIX}: ${prefix}`);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
