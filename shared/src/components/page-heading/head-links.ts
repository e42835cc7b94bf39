// The page's canonical link and hreflang alternates in <head>. The server writes them into the page it
// sends (api/src/frontend/page-head.ts); a page updates those same elements rather than adding a second
// set, and takes them away when it goes, so a page that names none never shows the previous page's.
import { LANDER_FIRST_SCREEN_ID } from '../../contract/server-page';

export interface HeadLinkSet {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

function upsert(selector: string, attributes: Record<string, string>): HTMLLinkElement {
  const link = document.head.querySelector<HTMLLinkElement>(selector) ?? document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  // The page's own now: no longer one of the server's, which go when the visitor moves on.
  link.removeAttribute('data-head');
  if (!link.isConnected) document.head.append(link);
  return link;
}

let serverOrigin: string | null = null;

/**
 * The origin a page's canonical and hreflang links name: the one of the server's canonical link, which is
 * the site's main domain even when the page was opened on one of its other domains (search engines index
 * only the main one); remembered from the first call, as pages remove their links when they go. Without a
 * server head (a test, a page the server did not write), the address bar's.
 */
export function canonicalOrigin(): string {
  if (serverOrigin === null) {
    const href = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    if (!href) return window.location.origin;
    serverOrigin = new URL(href, window.location.href).origin;
  }
  return serverOrigin;
}

/** Sets the links (the server's, when present, are updated in place); the returned function removes them. */
export function applyHeadLinks({ canonical, alternates }: HeadLinkSet): () => void {
  const links = [
    upsert('link[rel="canonical"]', { rel: 'canonical', href: canonical }),
    ...alternates.map(({ hreflang, href }) =>
      upsert(`link[rel="alternate"][hreflang="${hreflang}"]`, { rel: 'alternate', hreflang, href }),
    ),
  ];
  return () => {
    for (const link of links) link.remove();
  };
}

/**
 * The server's tags that describe only the page it sent (description, robots, social cards, structured
 * data, links no page took over): gone once the visitor moves on to another page, which would otherwise
 * inherit them. The title stays: every page sets its own.
 */
export function dropServerHead(): void {
  for (const element of document.head.querySelectorAll(
    '[data-head="server"], script[type="application/ld+json"]',
  ))
    element.remove();
}

/** The lander's first screen from the server, once the page that replaces it has drawn. */
export function dropLanderFirstScreen(): void {
  document.getElementById(LANDER_FIRST_SCREEN_ID)?.remove();
}
