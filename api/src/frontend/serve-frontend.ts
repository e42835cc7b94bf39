import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REMOTES,
  buildUrl,
  contentTokenOf,
  isLocale,
  isRemoteName,
  pageFirstCall,
  resolvePath,
  type ContentPageAnswer,
  type ContentToken,
  type FirstAnswers,
  type PublishedRoutes,
  type ResolvedRoute,
  type RouteMatch,
  type RouteTable,
} from '@dating/shared/contract';
import { sitemapPaths, sitemapXml } from '../features/landers/sitemap';
import { siteOrigin } from '../features/signup/site-links';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../plugins/session';
import { heldUntilPaint, releasedAtOnce } from './after-paint-preloads';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { ensureBucket, readBucket } from './bucket-cookie';
import { runRegistryCommand } from './registry-commands';
import { importRegistryFile } from './registry-import';
import { listenForCommands, registrySocketPath } from './registry-socket';
import { cachedFile } from './cached-file';
import {
  firstAnswersScript,
  firstSearchUrl,
  pageAnswers,
  settingsUrl,
  startupUrls,
  withoutEndedSessionAnswers,
  withMoreAnswers,
} from './first-answers';
import { createHeadMessages } from './head-messages';
import { firstScreenHtml, firstScreenTarget, type SignupMode } from './lander-first-screen';
import { leadPhotoPreloads } from './lead-photo-preloads';
import { landerCopyOf, pageHead, type PageHead } from './page-head';
import { createPageHeadCache } from './page-head-cache';
import { pageLocale } from './page-locale';
import { createViewCounter, type ViewCounter } from './remote-error-counts';
import { startErrorGuard } from './remote-error-guard';
import { createRemotePreload } from './remote-preload';
import { createRemoteRoutes } from './remote-routes';
import { createShellPreload } from './shell-preload';
import { createServerRenderer } from './server-render';
import { withRenderCache } from './server-render-cache';
import {
  renderServerArea,
  renderShellPage,
  shellBuildStamp,
  withServerArea,
  withShellPage,
} from './server-rendered-area';
import { createRemoteRegistry, type RegistryAnswer, type RemoteManifests } from './remote-registry';
import { DEFAULT_FRONTEND_ROOT, isRemotePackage, isVersion, remoteDistDir } from './remote-packages';

export interface ServeFrontendOptions {
  /** The data folder: an old remotes.json there is imported once; the PGlite command socket lives there. */
  dataDir: string;
  /** The repository root with shell/dist and <remote>/dist (tests point it elsewhere). */
  root?: string;
  /** Where page views are counted (a test passes its own to flush and read them). */
  views?: ViewCounter;
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
  const registry = createRemoteRegistry({ root, db: app.db });
  const remotePreload = createRemotePreload(root);
  const shellPreload = createShellPreload(shellDist);
  const routesFor = createRemoteRoutes(root, { log: (message, context) => app.log.warn(context, message) });
  const headMessagesFor = createHeadMessages(root);
  const heads = createPageHeadCache();
  const renderer = withRenderCache(
    createServerRenderer(root, { log: (message, context) => app.log.warn(context, message) }),
  );
  app.addHook('onClose', () => renderer.close());
  await importOldRegistryFile(app, options.dataDir);
  await acceptCommandsForPglite(app, options.dataDir, root);
  const views = options.views ?? createViewCounter();
  const guard = startErrorGuard(app.db, views, app.log, {
    origin: app.config.publicUrl ? new URL(app.config.publicUrl).origin : null,
  });
  app.addHook('onClose', () => guard.stop());

  /**
   * The registry for the request's site and visitor. While a split is on, the visitor gets a bucket cookie
   * (their variant sticks to it) and the answer is private: a shared cache must not hand it to others.
   */
  const answerFor = async (request: FastifyRequest, reply: FastifyReply): Promise<RegistryAnswer> => {
    const site = request.site?.domain ?? null;
    const answer = await registry.answer(site, readBucket(request));
    if (!answer.split) return answer;
    reply.header('cache-control', `private, ${REVALIDATE}`).header('vary', 'host, cookie');
    return registry.answer(site, ensureBucket(request, reply));
  };

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
      const { remotes, entries } = await answerFor(request, reply);
      return { remotes, ...(await routesFor(entries)).remotes };
    });

    scope.get('/sitemap.xml', async (request, reply) => {
      const { entries } = await registry.answer(request.site?.domain ?? null, null);
      const { landerKinds } = (await routesFor(entries)).remotes;
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'host')
        .type('application/xml; charset=utf-8')
        .send(
          sitemapXml(
            siteOrigin(request),
            sitemapPaths(Object.keys(landerKinds), request.site ?? { loggedOutSearch: false }),
          ),
        );
    });

    scope.get<{ Params: { remote: string; version: string; '*': string } }>(
      '/mf/:remote/:version/*',
      async (request, reply) => {
        const { remote, version, '*': file } = request.params;
        // A version's server build (server/) is the API's to run, not a browser's to download.
        const forTheServer = file.startsWith('server/');
        if (
          !isRemotePackage(remote) ||
          !isVersion(version) ||
          file === '' ||
          file.includes('..') ||
          forTheServer
        ) {
          return notFound(reply, request.url.split('?')[0] ?? '');
        }
        return sendStatic(reply, remoteDistDir(root, remote, version), file, true);
      },
    );

    // Browsers and crawlers ask for /favicon.ico whatever the page links: the site's icon, not a 404.
    scope.get('/favicon.ico', async (_request, reply) =>
      sendStatic(reply, shellDist, 'icons/icon-192.png', false),
    );

    const indexHtml = cachedFile(join(shellDist, 'index.html'));

    scope.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (NOT_PAGES.test(pathname) || pathname.includes('..')) return notFound(reply, pathname);
      // A name with an extension is a build asset (main.js, a chunk, a map) when the build has it; otherwise
      // it is a page only if a route matches it (a parameter may hold a dot: /staff/sites/flirtlocal.test).
      const looksLikeFile = extname(pathname) !== '';
      // The shell's server build (dist/server/) is the API's to run, not a browser's to download.
      const forTheServer = pathname.startsWith('/server/');
      if (looksLikeFile && !forTheServer && (await isFile(join(shellDist, pathname)))) {
        return sendStatic(reply, shellDist, pathname, false);
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
      // route at once instead of asking for the registry first (one round trip less per page load). So do
      // the answers to the shell's start-up calls, and preloads of the scripts it would ask for next.
      reply.header('cache-control', REVALIDATE).header('vary', 'host, cookie');
      const { remotes, entries } = await answerFor(request, reply);
      const site = await routesFor(entries);
      const resolved = resolvePath(site.table, pathname);
      const route = resolved?.match ?? null;
      if (looksLikeFile && !route) return notFound(reply, pathname);
      // A view of the version this page mounts, the denominator of its error rate (remote-error-counts.ts).
      const owner = resolved?.route.owner;
      if (request.site && isRemoteName(owner))
        views.count(request.site.domain, REMOTES[owner], entries[REMOTES[owner]]);
      const maybeMember = Boolean(request.cookies[SESSION_COOKIE] ?? request.cookies[SECURE_SESSION_COOKIE]);
      let first = withoutEndedSessionAnswers(
        await pageAnswers(app, request, startupUrls(request.hostname, resolved, site.table, maybeMember)),
      );
      // The search needs the site's countries and the member from those answers: a second round.
      const searchParams = new URL(request.url, 'http://page').searchParams;
      const search = firstSearchUrl(route, first.answers, request.hostname, searchParams);
      if (search) first = withMoreAnswers(first, await pageAnswers(app, request, [search]));
      const member = first.answers['/api/user.php'];
      const locale = pageLocale(request, member?.status === 200 ? member.body : null);
      // A content page asks for the site's own text of it in its locale (site console): answered in the page
      // as well, and it names the page in the head.
      const contentKind = contentKindOf(route);
      const contentUrl = contentKind
        ? buildUrl('/api/content-page.php', { page: contentKind, locale })
        : null;
      if (contentUrl) first = withMoreAnswers(first, await pageAnswers(app, request, [contentUrl]));
      const contentAnswer = contentUrl ? first.answers[contentUrl] : undefined;
      const ownContent =
        contentAnswer?.status === 200 ? ((contentAnswer.body as ContentPageAnswer).text ?? null) : null;
      const scriptPreloads = [
        ...(await shellPreload(locale, resolved)),
        ...(await remotePreload(resolved, remotes, locale)),
      ];
      if (first.cookies.length > 0) reply.header('set-cookie', first.cookies);
      // The member's own answers are in it: no shared cache may keep it for someone else.
      if (first.personal) reply.header('cache-control', `private, ${REVALIDATE}`);
      // The page's head (and a lander's first screen) as the server writes it: page-head.ts.
      const hl = searchParams.get('hl');
      // `/faq` is `/pages/faq`: its head (title, canonical) is that page's.
      const token = route?.name === 'content-token' ? contentTokenOf(route.params.token ?? '') : null;
      const headPath = token ? `/pages/${token}` : pathname;
      const headRoute = token ? resolvePath(site.table, headPath) : resolved;
      const status = resolved ? pageStatus(resolved, site.table, first.answers) : 404;
      // The main domain's address (an other domain's page names it as canonical); on a developer machine
      // the loopback name the page was opened on, so it is part of the cached head's key.
      const origin = siteOrigin(request);
      const makeHead = async (): Promise<PageHead> =>
        pageHead({
          origin,
          pathname: headPath,
          hl: isLocale(hl) ? hl : null,
          locale,
          site: request.site,
          resolved: headRoute,
          answers: first.answers,
          message: await headMessagesFor(entries),
          missing: status !== 200,
          contentPage: ownContent,
        });
      const showsMember = Boolean(headRoute?.match.params.id);
      const headKey = [
        origin,
        locale,
        hl,
        headPath,
        Object.values(entries).join(','),
        request.site?.name,
        request.site?.indexTitle,
        request.site?.description,
        request.site?.niche,
        ownContent && createHash('sha256').update(JSON.stringify(ownContent)).digest('base64'),
        // The console's lander copy: an edit is a new answer and so a new key, on every instance at once.
        JSON.stringify(landerCopyOf({ resolved: headRoute, answers: first.answers, locale })),
      ].join('\u0000');
      const head = showsMember ? await makeHead() : await heads.get(headKey, makeHead);
      // A public page of a remote with a server build arrives drawn (server-rendered-area.ts); it needs no
      // first screen over it.
      const serverContext = {
        app,
        request,
        renderer,
        resolved,
        entries,
        routes: site.remotes,
        answers: first.answers,
        settingsUrl: settingsUrl(request.hostname),
        locale,
        url: `${request.protocol}://${request.host}${request.url}`,
      };
      const server = await renderServerArea(serverContext);
      // So does one of the shell's own public pages (the home page, a content page), by the shell's build.
      const shellPage = server ? null : await renderShellPage(serverContext, shellBuildStamp(html));
      const firstScreen =
        head.firstScreen && !server
          ? firstScreenHtml(
              head.firstScreen,
              firstScreenTarget(searchParams, (request.site?.signups ?? 'all') as SignupMode),
            )
          : '';
      const shellHtml = withHead(html.toString('utf8'), head, locale, firstScreen);
      const drawn = server
        ? withServerArea(shellHtml, server.area)
        : shellPage
          ? withShellPage(shellHtml, shellPage.area)
          : releasedAtOnce(shellHtml);
      const page = withInlineRegistry(drawn, { remotes, ...site.remotes }, [
        // The page's largest paint, fetched at once; on a page drawn here the scripts once it is painted.
        ...leadPhotoPreloads(resolved, site.table, first.answers),
        ...(server || shellPage ? heldUntilPaint(scriptPreloads) : scriptPreloads),
        firstAnswersScript(first.answers),
        ...(server ? [server.head] : []),
        ...(shellPage ? [shellPage.head] : []),
      ]);
      // Unknown paths still get the shell (it renders the translated 404 page), with the status a crawler needs;
      // so does a page whose own first call finds nothing (a profile id never used: 404, deleted: 410).
      return reply.code(status).type('text/html; charset=utf-8').send(page);
    });
  });
}

/** The content page a route shows (`/pages/terms`, or `/terms` by its token), or null. */
function contentKindOf(route: RouteMatch | null): ContentToken | null {
  if (!route) return null;
  if (route.name === 'content-token') return contentTokenOf(route.params.token ?? '');
  return route.name.startsWith('pages-') ? contentTokenOf(route.name.slice('pages-'.length)) : null;
}

/** Error ids of a page's first call that say the member the page shows was never there (404) or is gone (410). */
const MISSING_MEMBER = new Set(['member_not_found', 'member_deleted']);

/** A page's HTTP status: that of its first call when it says the page's member is missing or gone. */
export function pageStatus(resolved: ResolvedRoute, table: RouteTable, answers: FirstAnswers): number {
  const call = pageFirstCall(resolved, table);
  const answer = call ? answers[call] : undefined;
  const errorId = (answer?.body as { error?: unknown } | undefined)?.error;
  return answer && typeof errorId === 'string' && MISSING_MEMBER.has(errorId) ? answer.status : 200;
}

async function importOldRegistryFile(app: FastifyInstance, dataDir: string) {
  try {
    const result = await importRegistryFile(app.db, dataDir);
    if ('imported' in result) app.log.info({ ...result }, 'remotes.json imported into the database registry');
    else if (result.skipped === 'registry in use')
      app.log.warn({ ...result }, 'remotes.json ignored: the database registry already has changes');
  } catch (error) {
    app.log.error({ err: error }, 'remotes.json is invalid and was not imported; fix it and restart');
  }
}

/** Only with a PGlite folder: PostgreSQL takes the command line's own connection, in-memory PGlite none. */
async function acceptCommandsForPglite(app: FastifyInstance, dataDir: string, root: string) {
  const config = app.hasDecorator('config') ? app.config : null;
  if (!config || config.databaseUrl || !config.pgliteDir) return;
  const path = registrySocketPath(dataDir);
  const listener = await listenForCommands(
    path,
    (argv, io) => runRegistryCommand(argv, { db: app.db, root }, io),
    (error) => app.log.warn({ err: error }, 'registry command failed'),
  );
  app.addHook('onClose', () => listener.close());
}

/**
 * The server's head in place of the build's placeholder title, the page's language on <html>, and a lander's
 * first screen as the first thing in <body>.
 */
export function withHead(html: string, head: PageHead, locale: string, firstScreen: string): string {
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  page = /<title>[\s\S]*?<\/title>/.test(page)
    ? page.replace(/<title>[\s\S]*?<\/title>/, () => head.html)
    : page.replace('</head>', () => `${head.html}</head>`);
  if (firstScreen) page = page.replace(/<body[^>]*>/, (body) => `${body}${firstScreen}`);
  return page;
}

/** The id the shell reads the inline registry from (shell/src/remotes/inline-registry.ts). */
export const INLINE_REGISTRY_ID = 'mf-remotes';

/**
 * Adds the registry as inert JSON before </head>, after the rest of the page's head (preload links, the
 * first answers); `<` is escaped so no value can close the script.
 */
export function withInlineRegistry(
  html: string,
  registry: { remotes: RemoteManifests } & Partial<PublishedRoutes>,
  headBefore: string[] = [],
): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  const head = `${headBefore.join('')}<script id="${INLINE_REGISTRY_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : `${head}${html}`;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
