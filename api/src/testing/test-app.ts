import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import app from '../app';
import { loadConfig, type AppConfig } from '../plugins/config';
import { loggerOptions } from '../plugins/log-redaction';
import { createScratchPostgres } from './scratch-postgres';

/**
 * A fresh database per test file: an in-memory PGlite, or, when DATABASE_URL is set, a new PostgreSQL
 * database created beside it and dropped afterwards, so test files never see each other's rows.
 */
async function scratchDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  return createScratchPostgres(base, 'api_test');
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
}

/** Builds the app on a scratch database (and data dir); it is closed and removed when the test ends. */
export async function buildTestApp(
  t: Pick<TestContext, 'after'>,
  overrides: Partial<AppConfig> = {},
  /** Runs before the app is ready, e.g. to add a hook that simulates a failure. */
  beforeReady?: (app: FastifyInstance) => void,
  /** Where the server's log goes (the production logger's options), for a test that reads the log. */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-api-test-'));
  const database = await scratchDatabase();
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', REDIS_URL: process.env.TEST_REDIS_URL },
    {
      dataDir,
      databaseUrl: database.url,
      pgliteDir: null,
      uploadsDir: join(dataDir, 'uploads'),
      seedDemo: false,
      // app.inject() comes from 127.0.0.1: tests play the trusted proxy that names the client's address.
      trustProxy: '127.0.0.1',
      // Apps on one database are one deployment and share a Redis prefix; every other test's app, on a
      // database of its own with the same member ids, must not see their presence, counters or live frames.
      redisKeyPrefix: `test-${createHash('sha256')
        .update(overrides.databaseUrl ?? randomUUID())
        .digest('hex')
        .slice(0, 16)}-`,
      ...overrides,
    },
  );
  const instance = Fastify({
    logger: logStream ? { ...loggerOptions('info'), stream: logStream } : false,
    trustProxy: config.trustProxy,
    pluginTimeout: 120_000,
  });
  // Registered before the app boots: a boot that fails must still close what it opened (database, timers),
  // or the test process waits for them forever instead of reporting the failure.
  t.after(async () => {
    await instance.close().catch(() => {});
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await instance.register(app, { config });
  beforeReady?.(instance);
  await instance.ready();
  return { app: instance, config };
}

/** The headers the web client sends on every write. */
export const CLIENT_HEADERS = { 'x-requested-with': 'dating-web' } as const;

/** A tiny cookie jar over app.inject, so a test can act as a logged-in browser. */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly host = 'flirt.test',
  ) {}

  async request(options: Omit<InjectOptions, 'payload'> & { url: string; payload?: unknown }) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...(options as InjectOptions),
      headers: { host: this.host, ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0)) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  async login(email: string, password: string) {
    const response = await this.request({
      method: 'POST',
      url: '/api/user.php',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
