// Which pages the server renders, and where their HTML goes in the shell's index.html: a remote's into its own
// area inside #mf-area, built as the shell builds it (shell/src/remotes/remote-area.ts: an error slot, then
// the host), so the shell adopts it and the remote hydrates the host (shared/src/remote-app/hydration.ts); the
// shell's own pages into #shell-page, which the shell hydrates (shell/src/app/server-page.tsx).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REMOTES,
  INTL_SERVICES,
  SERVER_INTL_ATTRIBUTE,
  SERVER_QUERIES_ID_PREFIX,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_RENDERED_SHELL_PAGES,
  isRemoteName,
  shellPageOf,
  type FirstAnswers,
  type Locale,
  type PublishedRoutes,
  type ResolvedRoute,
  type Settings,
} from '@dating/shared/contract';
import { pageAnswers } from './first-answers';
import type { RemotePackage } from './remote-packages';
import type { RenderedPackage, ServerRenderer } from './server-render';

export interface ServerAreaContext {
  app: FastifyInstance;
  request: FastifyRequest;
  renderer: ServerRenderer;
  resolved: ResolvedRoute | null;
  /** The remote versions the page serves, by package. */
  entries: Record<string, string>;
  routes: PublishedRoutes;
  answers: FirstAnswers;
  settingsUrl: string;
  locale: Locale;
  /** The page's address as the browser has it. */
  url: string;
}

export interface ServerArea {
  /** The remote's area with the rendered page, for #mf-area. */
  area: string;
  /** For the head: the frame's styles and the answers the page drew with (inert JSON for its query store). */
  head: string;
}

/**
 * The server's HTML of a public page, for a visitor who is not logged in, where the remote version has a
 * server build; null otherwise (the browser draws the page), and when the render failed or took too long.
 */
export async function renderServerArea(context: ServerAreaContext): Promise<ServerArea | null> {
  const owner = context.resolved?.route.owner;
  if (!isRemoteName(owner)) return null;
  const remote = REMOTES[owner] as RemotePackage;
  const version = context.entries[remote];
  if (!version) return null;
  const rendered = await renderPublicPage(context, remote, version);
  if (!rendered) return null;
  return {
    area:
      `<div data-mf-area="${remote}"><div></div>` +
      `<div ${SERVER_RENDERED_ATTRIBUTE}="${version}"${rendered.marks}>${rendered.html}</div></div>`,
    head: rendered.head,
  };
}

/**
 * The shell's own public page (the home page, a content page) for a visitor, by the shell's server build
 * (`shell/dist/server/render.js`, its build's stamp as version); null as for a remote's. Its HTML goes in
 * #shell-page, marked, and the shell hydrates it in a root of its own (shell/src/app/server-page.tsx).
 */
export async function renderShellPage(
  context: ServerAreaContext,
  shellBuild: string,
): Promise<ServerArea | null> {
  const route = context.resolved?.route;
  const page = route && route.owner === 'shell' ? shellPageOf(route.name) : undefined;
  if (!page || !SERVER_RENDERED_SHELL_PAGES.includes(page)) return null;
  const rendered = await renderPublicPage(context, 'shell', shellBuild);
  if (!rendered) return null;
  return {
    area: `<div ${SERVER_RENDERED_ATTRIBUTE}="${shellBuild}"${rendered.marks}>${rendered.html}</div>`,
    head: rendered.head,
  };
}

/** A build's stamp (the shell's index.html names its scripts with their hash): a new build, a new worker. */
export function shellBuildStamp(indexHtml: Buffer): string {
  let stamp = stamps.get(indexHtml);
  if (!stamp) {
    stamp = createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);
    stamps.set(indexHtml, stamp);
  }
  return stamp;
}
const stamps = new WeakMap<Buffer, string>();

async function renderPublicPage(
  context: ServerAreaContext,
  owner: RenderedPackage,
  version: string,
): Promise<{ html: string; head: string; marks: string } | null> {
  const { resolved, answers } = context;
  if (!resolved || resolved.route.login) return null;
  const settings = answers[context.settingsUrl];
  if (settings?.status !== 200 || !context.renderer.canRender(owner, version)) return null;
  // A member's own pages are drawn in the browser: the shell tells those pages more than the server knows
  // (credits, likes, live events), and a member's page must not differ between the two.
  if (answers['/api/user.php']?.status === 200) return null;
  const rendered = await context.renderer.render(
    owner,
    version,
    {
      url: context.url,
      locale: context.locale,
      routes: context.routes,
      settings: settings.body as Settings,
      user: null,
      layout: resolved.route.layout ?? 'default',
    },
    async (url) => {
      // Only the API's reads, as this visitor: the page's other calls are its browser's business.
      if (!url.startsWith('/api/')) return null;
      const known = answers[url];
      if (known) return known;
      return (await pageAnswers(context.app, context.request, [url])).answers[url] ?? null;
    },
  );
  if (!rendered) return null;
  const queries = JSON.stringify(rendered.queries).replace(/</g, '\\u003c');
  // Only names the contract knows: the attribute is written as it comes.
  const intl = INTL_SERVICES.filter((service) => rendered.intl?.includes(service));
  return {
    html: rendered.html,
    marks: intl.length > 0 ? ` ${SERVER_INTL_ATTRIBUTE}="${intl.join(' ')}"` : '',
    head:
      rendered.headHtml +
      `<style>${rendered.frameCss.replace(/</g, '')}</style>` +
      `<script id="${SERVER_QUERIES_ID_PREFIX}${owner}" type="application/json">${queries}</script>`,
  };
}

/** The page with the remote's area inside #mf-area, after the shell's own page slot. */
export function withServerArea(html: string, area: string): string {
  return html.replace('<div id="shell-page"></div>', () => `<div id="shell-page"></div>${area}`);
}

/** The page with the shell's own page inside its slot. */
export function withShellPage(html: string, page: string): string {
  return html.replace('<div id="shell-page"></div>', () => `<div id="shell-page">${page}</div>`);
}
