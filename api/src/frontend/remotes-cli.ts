// `npm run remotes -- <command>`: reads and changes the remote registry in the database. With PostgreSQL
// (DATABASE_URL) it connects itself; with PGlite it asks the running server (registry-socket.ts), or opens
// the PGlite folder itself when no server runs. Either way the change shows on the next page load.
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { USAGE, runRegistryCommand, type CliIo } from './registry-commands';
import { importRegistryFile } from './registry-import';
import { sendCommand, registrySocketPath } from './registry-socket';
import { DEFAULT_FRONTEND_ROOT } from './remote-packages';

export type { CliIo } from './registry-commands';

export async function runRemotesCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
  root = DEFAULT_FRONTEND_ROOT,
): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    (argv.length === 0 ? io.err : io.out)(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, '.data'));
  const databaseUrl = env.DATABASE_URL || null;
  if (!databaseUrl) {
    const answered = await sendCommand(registrySocketPath(dataDir), argv, io);
    if (answered !== null) return answered;
  }
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? null : join(dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    // The same one-time import the server does on start, so `list` on an old install shows its overrides.
    await importRegistryFile(database.db, dataDir).catch((error: Error) =>
      io.err(`Left remotes.json alone: ${error.message}`),
    );
    return await runRegistryCommand(argv, { db: database.db, root }, io);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  runRemotesCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
