// `npm run staff -- create <email> --role <role> [--name <name>] [--sites <id,id>]`: makes a staff account
// (the first admin of a fresh install, or any later one) and prints its one-time setup link, where the new
// staff member chooses a password and adds the authenticator. Opens the database itself: PostgreSQL with
// DATABASE_URL, else the PGlite folder, which only one process may open (stop the server first).
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, STAFF_SETUP_TOKEN_HOURS, type StaffRole } from '@dating/shared/contract';
import { openDatabase } from '../../../db/client';
import { DEFAULT_FRONTEND_ROOT } from '../../../frontend/remote-packages';
import { registrySocketPath } from '../../../frontend/registry-socket';
import { createStaffAccount } from './staff-accounts';

const USAGE = `Usage: npm run staff -- create <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--sites <site id,...>]`;

interface Io {
  out(line: string): void;
  err(line: string): void;
}

const serverAnswers = (path: string) =>
  new Promise<boolean>((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

export async function runStaffCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
  root: string,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, sites: { type: 'string' } },
  });
  const [command, email] = positionals;
  const role = values.role as StaffRole | undefined;
  if (command !== 'create' || !email || !email.includes('@') || !role || !STAFF_ROLES.includes(role)) {
    io.err(USAGE);
    return 2;
  }
  const sites = values.sites ? values.sites.split(',').map(Number) : null;
  if (sites?.some((id) => !Number.isInteger(id) || id <= 0)) {
    io.err('--sites takes site ids separated by commas, e.g. --sites 1,2');
    return 2;
  }
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, '.data'));
  const databaseUrl = env.DATABASE_URL || null;
  if (!databaseUrl && (await serverAnswers(registrySocketPath(dataDir)))) {
    io.err('The server is running on this PGlite database, which only one process can open: stop it first.');
    return 1;
  }
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? null : join(dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    const { token } = await createStaffAccount(database.db, { email, role, name: values.name, sites });
    const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT ?? '8080'}`;
    io.out(`Staff account ${email.toLowerCase()} (${role}) created.`);
    io.out(`One-time setup link (valid ${STAFF_SETUP_TOKEN_HOURS} hours): ${origin}/staff/setup#${token}`);
    return 0;
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
      (error as { code?: string }).code === '23505'
    ) {
      io.err(`A staff account ${email} exists already.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  runStaffCli(
    process.argv.slice(2),
    process.env,
    { out: (l) => console.log(l), err: (l) => console.error(l) },
    DEFAULT_FRONTEND_ROOT,
  ).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
