// The built site on a scratch data folder with demo data, for the benchmarks that load it in a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale, buildStale, startServer } from './start.mjs';

async function freePort(from = 18200, to = 18299) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)));
      probe.listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

async function waitForServer(url, server) {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}`);
}

/** Builds what is stale, starts the server and resolves once it answers; `stop()` ends it and its data. */
export async function startBenchServer({ name, demoProfiles = 20 }) {
  await buildStale();
  await buildServerIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const server = startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PROFILES: String(demoProfiles),
      LOG_LEVEL: 'warn',
    },
    'ignore',
  );
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/mf/remotes.json`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
