// The shell preloads a route's page chunk by its name (`page~<routes>`, shell/src/remotes/preload-remote.ts):
// a route left out of the name still works, but its page arrives one request later. Each remote's
// `pages.tsx` test reads its own source with this, so the naming rule is written down once.

export interface PageChunkReport {
  /** The routes of `PAGES` as written in the source, to compare with the real `PAGES` object. */
  routes: string[];
  /** Every route whose page chunk is not named after exactly the routes that show it. */
  mismatches: string[];
}

export function checkPageChunks(pagesSource: string): PageChunkReport {
  const chunkRoutes = new Map(
    [
      ...pagesSource.matchAll(
        /const (\w+) = lazyPage\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "page~([^"]+)" \*\//g,
      ),
    ].map(([, page, routes]) => [page as string, (routes as string).split('~')]),
  );
  const pagesBlock = pagesSource.slice(pagesSource.indexOf('export const PAGES'));
  const routeToPage = new Map(
    [...pagesBlock.matchAll(/^\s+'?([\w-]+)'?: (\w+),$/gm)].map(([, route, page]) => [
      route as string,
      page as string,
    ]),
  );

  const mismatches: string[] = [];
  for (const [route, page] of routeToPage) {
    if (!chunkRoutes.get(page)?.includes(route))
      mismatches.push(`${route}: its page ${page} has a chunk name without it`);
  }
  for (const [page, routes] of chunkRoutes) {
    for (const route of routes) {
      if (routeToPage.get(route) !== page)
        mismatches.push(`${route}: named in the chunk of ${page}, but PAGES shows it with another page`);
    }
  }
  return { routes: [...routeToPage.keys()], mismatches };
}
