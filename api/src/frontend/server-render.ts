// Public pages rendered on the server by the remote that owns them: each remote version with a server build
// (`<remote>/dist/<version>/server/render.js`, build-config/webpack/server-config.mjs), and the shell's build
// (`shell/dist/server/render.js`, keyed by its build's stamp), runs in a worker thread
// of its own, so its module state (bus, location, query store) and any fault stay out of the API. The worker
// asks its page's data through the API as the visitor's browser would (the `answer` callback). A render
// that fails or takes too long gives null, and the page is sent as before (shell, first screen); the browser
// then draws it. docs/public-pages.md, "Rendered on the server".
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ServerRenderRequest, ServerRenderResult } from '@dating/shared/contract';
import { remoteDistDir, type RemotePackage } from './remote-packages';

/** What has a server build: a remote, or the shell (its version is its build's stamp, shellBuildStamp). */
export type RenderedPackage = RemotePackage | 'shell';

export interface Answer {
  status: number;
  body: unknown;
}

/** A GET of the API as the visitor (first-answers.ts); null when it could not be answered. */
export type AnswerCall = (url: string) => Promise<Answer | null>;

export interface ServerRenderer {
  /** Whether this remote version was published with a server build. */
  canRender(remote: RenderedPackage, version: string): boolean;
  render(
    remote: RenderedPackage,
    version: string,
    request: ServerRenderRequest,
    answer: AnswerCall,
  ): Promise<ServerRenderResult | null>;
  close(): Promise<void>;
}

export interface ServerRendererOptions {
  /** How long a page may take before it is sent without its server HTML. */
  timeoutMs?: number;
  /** Workers kept at most (one per remote version in use); the least recently used goes first. */
  maxWorkers?: number;
  log: (message: string, context: Record<string, unknown>) => void;
}

// The worker: loads one server build, answers its `fetch` through the parent, renders one page at a time.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pending = new Map();
let nextCall = 0;
globalThis.fetch = (input, init) => {
  const method = (init && init.method) || 'GET';
  if (method !== 'GET') return Promise.reject(new Error('only GET on the server'));
  return new Promise((resolve) => {
    nextCall += 1;
    pending.set(nextCall, resolve);
    parentPort.postMessage({ type: 'fetch', call: nextCall, url: String(input) });
  }).then((answer) =>
    answer
      ? new Response(JSON.stringify(answer.body) ?? null, {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        })
      : Promise.reject(new Error('not answered')),
  );
};
const { render } = require(workerData.file);
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    pending.get(message.call)?.(message.answer);
    pending.delete(message.call);
    return;
  }
  render(message.request).then(
    (result) => parentPort.postMessage({ type: 'rendered', id: message.id, result }),
    (error) => parentPort.postMessage({ type: 'rendered', id: message.id, error: String(error && error.stack || error) }),
  );
});
`;

interface Job {
  id: number;
  answer: AnswerCall;
  resolve: (result: ServerRenderResult | null) => void;
}

interface RenderWorker {
  worker: Worker;
  /** Settles when the build has loaded (or the worker stopped): a page's time counts from then. */
  ready: Promise<void>;
  markReady: () => void;
  stopped: boolean;
  /** Pages queued or rendering; past MAX_WAITING a page goes without its server HTML rather than wait. */
  waiting: number;
  /** Renders one page at a time: the build's state is the page's. */
  queue: Promise<unknown>;
  current: Job | null;
}

const MAX_WAITING = 8;
/** Loading a build (React, the pages, the messages of every locale) takes well under a second. */
const BOOT_TIMEOUT_MS = 15_000;

export function serverBuildFile(root: string, remote: RenderedPackage, version: string): string {
  // The shell has one build at a time, in shell/dist.
  if (remote === 'shell') return join(root, 'shell', 'dist', 'server', 'render.js');
  return join(remoteDistDir(root, remote, version), 'server', 'render.js');
}

export function createServerRenderer(root: string, options: ServerRendererOptions): ServerRenderer {
  const timeoutMs = options.timeoutMs ?? 1500;
  const maxWorkers = options.maxWorkers ?? 4;
  const workers = new Map<string, RenderWorker>();
  const built = new Map<string, boolean>();
  let nextJob = 0;

  function stop(key: string, entry = workers.get(key)) {
    if (!entry || entry.stopped) return;
    entry.stopped = true;
    if (workers.get(key) === entry) workers.delete(key);
    entry.markReady();
    entry.current?.resolve(null);
    void entry.worker.terminate();
  }

  function workerFor(remote: RenderedPackage, version: string): RenderWorker {
    const key = `${remote}@${version}`;
    const known = workers.get(key);
    if (known) {
      // Most recently used last, so the first key is the one to let go.
      workers.delete(key);
      workers.set(key, known);
      return known;
    }
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: serverBuildFile(root, remote, version) },
    });
    worker.unref();
    const entry: RenderWorker = {
      worker,
      stopped: false,
      waiting: 0,
      queue: Promise.resolve(),
      current: null,
      ready: Promise.resolve(),
      markReady: () => undefined,
    };
    entry.ready = new Promise((resolve) => (entry.markReady = resolve));
    const boot = setTimeout(() => {
      options.log('a server build did not start', { remote, version });
      stop(key, entry);
    }, BOOT_TIMEOUT_MS);
    boot.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(boot);
        entry.markReady();
        return;
      }
      const job = entry.current;
      if (!job) return;
      if (message.type === 'fetch') {
        void job
          .answer(message.url)
          .catch(() => null)
          .then((answer) => worker.postMessage({ type: 'answer', call: message.call, answer }));
      } else if (message.id === job.id) {
        if (message.error)
          options.log('a page could not be rendered on the server', {
            remote,
            version,
            error: message.error,
          });
        job.resolve(message.error ? null : (message.result ?? null));
      }
    });
    worker.on('error', (error) => {
      options.log('a server build failed', { remote, version, error: String(error) });
      stop(key, entry);
    });
    workers.set(key, entry);
    while (workers.size > maxWorkers) stop(workers.keys().next().value as string);
    return entry;
  }

  return {
    canRender(remote, version) {
      const key = `${remote}@${version}`;
      let known = built.get(key);
      if (known === undefined) built.set(key, (known = existsSync(serverBuildFile(root, remote, version))));
      return known;
    },

    render(remote, version, request, answer) {
      if (!this.canRender(remote, version)) return Promise.resolve(null);
      const key = `${remote}@${version}`;
      const entry = workerFor(remote, version);
      if (entry.waiting >= MAX_WAITING) return Promise.resolve(null);
      entry.waiting += 1;
      const run = async () => {
        await entry.ready;
        return new Promise<ServerRenderResult | null>((resolve) => {
          if (entry.stopped) {
            resolve(null);
            return;
          }
          nextJob += 1;
          const job: Job = { id: nextJob, answer, resolve };
          const timer = setTimeout(() => {
            options.log('a page took too long to render on the server', {
              remote,
              version,
              url: request.url,
            });
            // The worker may be stuck in the page: a fresh one takes the next page.
            stop(key, entry);
          }, timeoutMs);
          job.resolve = (result) => {
            clearTimeout(timer);
            entry.current = null;
            entry.waiting -= 1;
            resolve(result);
          };
          entry.current = job;
          entry.worker.postMessage({ type: 'render', id: job.id, request });
        });
      };
      const result = entry.queue.then(run, run).finally(() => {
        if (entry.stopped) entry.waiting = 0;
      });
      entry.queue = result;
      return result;
    },

    async close() {
      for (const key of [...workers.keys()]) stop(key);
    },
  };
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'fetch'; call: number; url: string }
  | { type: 'rendered'; id: number; result?: ServerRenderResult; error?: string };
