import { parseSiteRegistry, type SiteRegistry } from './fetch-registry';

/**
 * The registry the server put into the page (api/src/frontend/serve-frontend.ts), or null when the page
 * came without one (a static host, an old server): then the shell fetches /mf/remotes.json.
 */
export function readInlineRegistry(): SiteRegistry | null {
  const element = document.getElementById('mf-remotes');
  if (!element?.textContent) return null;
  try {
    return parseSiteRegistry(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}
