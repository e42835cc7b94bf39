import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@dating/shared/contract';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { createRemoteRegistry, type RemoteManifests } from './remote-registry';
import { DEFAULT_FRONTEND_ROOT, isRemotePackage, isVersion, remoteDistDir } from './remote-packages';

export interface ServeFrontendOptions {
  /** Where the registry overrides live ($DATA_DIR/remotes.json). */
  dataDir: string;
  /** The repository root with shell/dist and <remote>/dist (tests point it elsewhere). */
  root?: string;
}

/** Paths the single-page fallback must never answer: they belong to the API, uploads or remote builds. */
const NOT_PAGES = /^\/(api|mf|ws|uploads)(\/|$)/;

/** The API's error shape (docs/conventions.md), for files that do not exist. */
function notFound(reply: FastifyReply, pathname: string) {
  return reply.code(404).send({ error: 'not_found', message: `Nothing is served at ${pathname}.` });
}

/**
 * Serves the built shell, the versioned remote builds under /mf/<package>/<version>/ and the
 * per-site remote registry at GET /mf/remotes.json. Registered last by app.ts.
 */
export async function serveFrontend(app: FastifyInstance, options: ServeFrontendOptions): Promise<void> {
  const root = options.root ?? DEFAULT_FRONTEND_ROOT;
  const shellDist = join(root, 'shell', 'dist');
  const registry = createRemoteRegistry({
    root,
    dataDir: options.dataDir,
    onInvalidFile: (error) =>
      app.log.error({ err: error }, 'remotes.json is invalid; keeping the last good registry'),
  });

  await app.register(async (scope) => {
    // This scope's own sendFile (the uploads' static plugin decorates nothing). `preCompressed`: each
    // production build writes `.br` and `.gz` beside its scripts (build-config/webpack/precompress-plugins.mjs),
    // sent to browsers that accept them, with `Vary: Accept-Encoding`; the plain file otherwise.
    await scope.register(fastifyStatic, { root: shellDist, serve: false, preCompressed: true });

    const sendStatic = (reply: FastifyReply, dir: string, file: string, versionedFolder: boolean) => {
      reply.header('cache-control', cacheControlFor(basename(file), { versionedFolder }));
      return reply.sendFile(file, dir, { cacheControl: false, dotfiles: 'deny' });
    };

    scope.get('/mf/remotes.json', async (request, reply) => {
      reply.header('cache-control', REVALIDATE).header('vary', 'host');
      return { remotes: registry.remotesFor(siteOf(request)) };
    });

    scope.get<{ Params: { remote: string; version: string; '*': string } }>(
      '/mf/:remote/:version/*',
      async (request, reply) => {
        const { remote, version, '*': file } = request.params;
        if (!isRemotePackage(remote) || !isVersion(version) || file === '' || file.includes('..')) {
          return notFound(reply, request.url.split('?')[0] ?? '');
        }
        return sendStatic(reply, remoteDistDir(root, remote, version), file, true);
      },
    );

    const indexHtml = cachedFile(join(shellDist, 'index.html'));

    scope.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (NOT_PAGES.test(pathname) || pathname.includes('..')) return notFound(reply, pathname);
      // A name with an extension is a build asset (main.js, a chunk, a map), never a page.
      if (extname(pathname) !== '') {
        if (await isFile(join(shellDist, pathname))) return sendStatic(reply, shellDist, pathname, false);
        return notFound(reply, pathname);
      }
      const html = await indexHtml();
      if (html === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The site is not built yet: run `npm run build` (or `npm start`, which builds what is missing).',
          );
      }
      // The site's registry rides along in the page, so the shell can start fetching the remote of the
      // route at once instead of asking for the registry first (one round trip less per page load).
      const remotes = registry.remotesFor(siteOf(request));
      // Unknown paths still get the shell (it renders the translated 404 page), with the status a crawler needs.
      return reply
        .code(matchRoute(pathname) ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .header('vary', 'host')
        .type('text/html; charset=utf-8')
        .send(withInlineRegistry(html.toString('utf8'), remotes));
    });
  });
}

/** The site a request is for: `_force_domain` (spec) or the Host. */
function siteOf(request: FastifyRequest): string {
  const forced = (request.query as { _force_domain?: unknown } | undefined)?._force_domain;
  return typeof forced === 'string' && forced !== '' ? forced : request.hostname;
}

/** The id the shell reads the inline registry from (shell/src/remotes/inline-registry.ts). */
export const INLINE_REGISTRY_ID = 'mf-remotes';

/** Adds the registry as inert JSON before </head>; `<` is escaped so no value can close the script. */
export function withInlineRegistry(html: string, remotes: RemoteManifests): string {
  const json = JSON.stringify({ remotes }).replace(/</g, '\\u003c');
  const script = `<script id="${INLINE_REGISTRY_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : `${script}${html}`;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file's content, read again only when a rebuild changed it. */
function cachedFile(path: string): () => Promise<Buffer | null> {
  let stamp = '';
  let content: Buffer | null = null;
  return async () => {
    try {
      const stats = await stat(path);
      const next = `${stats.mtimeMs}:${stats.size}`;
      if (next !== stamp) {
        content = await readFile(path);
        stamp = next;
      }
      return content;
    } catch {
      stamp = '';
      return null;
    }
  };
}
