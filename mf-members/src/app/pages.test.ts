// The shell preloads a route's page chunk by its name (`page~<routes>`, shell/src/remotes/preload-remote.ts):
// a route left out of the name would still work, but its page would arrive one request later.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from './pages';

const source = readFileSync(join(__dirname, 'pages.tsx'), 'utf8');

/** Each lazy page constant and the routes its chunk name lists. */
const chunkRoutes = new Map(
  [
    ...source.matchAll(
      /const (\w+) = lazyPage\(\(\) =>\s*import\(\s*\/\* webpackChunkName: "page~([^"]+)" \*\//g,
    ),
  ].map(([, page, routes]) => [page, routes.split('~')]),
);

/** The PAGES entries as written: route -> page constant. */
const pagesBlock = source.slice(source.indexOf('export const PAGES'));
const routeToPage = new Map(
  [...pagesBlock.matchAll(/^\s+'?([\w-]+)'?: (\w+),$/gm)].map(([, route, page]) => [route, page]),
);

describe('page chunks', () => {
  it('reads every route of PAGES from the source', () => {
    expect([...routeToPage.keys()].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("names each page's chunk after exactly the routes that show it", () => {
    for (const [route, page] of routeToPage) {
      expect({ route, chunk: chunkRoutes.get(page) }).toEqual({
        route,
        chunk: expect.arrayContaining([route]),
      });
    }
    for (const [page, routes] of chunkRoutes) {
      for (const route of routes) expect({ route, page: routeToPage.get(route) }).toEqual({ route, page });
    }
  });
});
