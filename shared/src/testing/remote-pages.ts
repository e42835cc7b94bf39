// A remote's pages are the files of its src/pages/ folder (build-config/webpack/pages/page-files.mjs): one
// per route it owns in ROUTE_OWNERS, named after the route. A route without its file would mount an empty
// page, and a file named after no route of this remote would never show.
import { ROUTE_OWNERS, type RemoteName, type RouteName } from '../contract';
import type { RemotePageLoaders } from '../remote-app';

export function describeRemotePages(remote: RemoteName, pages: RemotePageLoaders): void {
  const owned = (Object.keys(ROUTE_OWNERS) as RouteName[]).filter(
    (route) => ROUTE_OWNERS[route].owner === remote,
  );

  describe(`the page files of ${remote}`, () => {
    it('are one per route the remote owns, named after the route', () => {
      expect(Object.keys(pages).sort()).toEqual([...owned].sort());
    });

    it.each(owned)('%s: its file exports the page as default', async (route) => {
      const page = await pages[route]?.();
      expect(page?.default).toEqual(expect.any(Function));
    });
  });
}
