// PGlite is one process's database: while the server runs, `npm run remotes` cannot open it beside the
// server. The server then listens on a Unix socket in its data folder and runs the command for it; the
// file's permissions (owner only) are the access check, as for the database files next to it.
import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CliIo } from './registry-commands';

// Unix socket paths are limited to about 107 bytes; a deep data folder gets one in the temp folder instead.
const MAX_SOCKET_PATH = 100;

export function registrySocketPath(dataDir: string): string {
  const inDataDir = join(resolve(dataDir), 'registry.sock');
  if (inDataDir.length <= MAX_SOCKET_PATH) return inDataDir;
  const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return join(tmpdir(), `dating-registry-${hash}.sock`);
}

interface Reply {
  code: number;
  lines: { stream: 'out' | 'err'; text: string }[];
}

type Run = (argv: string[], io: CliIo) => Promise<number>;

/** Accepts one JSON line `{ argv }` per connection and answers with the command's exit code and output. */
export async function listenForCommands(path: string, run: Run, onError: (error: unknown) => void) {
  // Only this server may hold the database of this folder, so a socket file still there is a leftover of
  // one that did not shut down cleanly.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', onError);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 64_000) socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const reply: Reply = { code: 1, lines: [] };
      const io: CliIo = {
        out: (text) => reply.lines.push({ stream: 'out', text }),
        err: (text) => reply.lines.push({ stream: 'err', text }),
      };
      void (async () => {
        try {
          const { argv } = JSON.parse(buffer.slice(0, end)) as { argv: unknown };
          if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string'))
            throw new Error('argv must be a list of strings');
          reply.code = await run(argv, io);
        } catch (error) {
          onError(error);
          io.err(`The server could not run the command: ${(error as Error).message}`);
        }
        socket.end(`${JSON.stringify(reply)}\n`);
      })();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Runs the command in the server listening at `path`. Resolves null when no server listens there (no
 * socket, or one left by a server that is gone), so the caller opens the database itself.
 */
export function sendCommand(path: string, argv: string[], io: CliIo): Promise<number | null> {
  return new Promise((resolveSend, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ argv })}\n`);
    });
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolveSend(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as Reply;
        for (const line of reply.lines) io[line.stream](line.text);
        resolveSend(reply.code);
      } catch {
        reject(new Error(`The server at ${path} gave no answer.`));
      }
    });
  });
}
