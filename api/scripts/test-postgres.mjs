// The API suite on PostgreSQL: every test file creates (and drops) its own database next to DATABASE_URL,
// so the given database itself is only used to connect. Defaults to the local server of the dev machine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
const runner = fileURLToPath(new URL('./test.mjs', import.meta.url));
const result = spawnSync(process.execPath, [runner, ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
