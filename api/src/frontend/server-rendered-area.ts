// Which pages the server renders, and where their HTML goes in the shell's index.html: into the remote's own
// area inside #mf-area, built as the shell builds it (shell/src/remotes/remote-area.ts: an error slot, then
// the host), so the shell adopts it and the remote hydrates the host (shared/src/remote-app/hydration.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REMOTES,
  SERVER_QUERIES_ID_PREFIX,
  SERVER_RENDERED_ATTRIBUTE,
  isRemoteName,
  type FirstAnswers,
  type Locale,
  type PublishedRoutes,
  type ResolvedRoute,
  type Settings,
} from '@dating/shared/contract';
import { pageAnswers } from './first-answers';
import type { RemotePackage } from './remote-packages';
import type { ServerRenderer } from './server-render';

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
  const { resolved, answers } = context;
  const owner = resolved?.route.owner;
  if (!resolved || resolved.route.login || !isRemoteName(owner)) return null;
  const remote = REMOTES[owner] as RemotePackage;
  const version = context.entries[remote];
  const settings = answers[context.settingsUrl];
  if (!version || settings?.status !== 200 || !context.renderer.canRender(remote, version)) return null;
  // A member's own pages are drawn in the browser: the shell tells those pages more than the server knows
  // (credits, likes, live events), and a member's page must not differ between the two.
  if (answers['/api/user.php']?.status === 200) return null;
  const rendered = await context.renderer.render(
    remote,
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
  return {
    area:
      `<div data-mf-area="${remote}"><div></div>` +
      `<div ${SERVER_RENDERED_ATTRIBUTE}="${version}">${rendered.html}</div></div>`,
    head:
      rendered.headHtml +
      `<style>${rendered.frameCss.replace(/</g, '')}</style>` +
      `<script id="${SERVER_QUERIES_ID_PREFIX}${remote}" type="application/json">${queries}</script>`,
  };
}

/** The page with the remote's area inside #mf-area, after the shell's own page slot. */
export function withServerArea(html: string, area: string): string {
  return html.replace('<div id="shell-page"></div>', () => `<div id="shell-page"></div>${area}`);
}
