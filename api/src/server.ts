import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './plugins/config';
import { loggerOptions } from './plugins/log-redaction';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { demoStaffLines } from './seed/demo-staff';

const config = loadConfig();
const server = Fastify({
  logger: loggerOptions(config.logLevel),
  // Behind a load balancer the client's address and scheme come from X-Forwarded-* (Secure cookies need it).
  trustProxy: config.trustProxy,
  bodyLimit: 1024 * 1024,
  // PGlite's first start (WASM, migrations, demo seed) can take a while on a busy machine.
  pluginTimeout: 120_000,
});

async function main() {
  await server.register(app, { config });
  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    server.log.error(error, 'could not start');
    process.exit(1);
  }
  if (config.seedDemo) printDemoLogins();
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.log.error(error, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

function printDemoLogins() {
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = DEMO_ACCOUNTS.map(
    (account) => `  ${account.domain}: ${account.email} / ${account.password}  (${account.note})`,
  );
  console.log(
    `\nDemo logins (pick a site with ?_force_domain=<domain>, e.g. ${base}/api/settings.php?_force_domain=${DEMO_ACCOUNTS[0].domain}):\n${lines.join('\n')}\n`,
  );
  console.log(
    `Demo staff (back office ${base}/staff, a code from the TOTP secret at every login):\n${demoStaffLines()
      .map((line) => `  ${line}`)
      .join('\n')}\n`,
  );
  if (!config.smtpUrl && !config.production) {
    console.log(`Development mailbox (after a staff login as admin or operator): ${base}/api/dev/mailbox\n`);
  }
}

void main();
