// A remote's pages are the files of its src/pages/ folder (build-config/webpack/pages/page-files.mjs): one
// per route it declares in its src/routes.json, named after the route. A route without its file would mount
// an empty page, and a file named after no route of this remote would never show.
import { ROUTES, routesFileProblems, type RoutesFile } from '../contract';
import type { RemotePageLoaders } from '../remote-app';

/** `routesJson`: the remote's src/routes.json as imported (JSON's types are wider than the format's). */
export function describeRemotePages(remote: string, pages: RemotePageLoaders, routesJson: unknown): void {
  const declared = routesJson as RoutesFile;
  const owned = declared.routes.map((route) => route.name);

  describe(`the routes and page files of ${remote}`, () => {
    it('declares its routes in a valid routes file', () => {
      expect(routesFileProblems(declared)).toEqual([]);
    });

    it("keeps the spec's paths for the spec's route names", () => {
      for (const route of declared.routes)
        if (Object.hasOwn(ROUTES, route.name))
          expect(route.path).toBe(ROUTES[route.name as keyof typeof ROUTES]);
    });

    it('has one page file per route it declares, named after the route', () => {
      expect(Object.keys(pages).sort()).toEqual([...owned].sort());
    });

    it.each(owned)('%s: its file exports the page as default', async (route) => {
      const page = await pages[route]?.();
      expect(page?.default).toEqual(expect.any(Function));
    });
  });
}
