import type { ComponentType } from 'react';
import type { RemotePageProps } from './remote-root';

type Page = ComponentType<RemotePageProps>;

/** What `@dating/build-config/pages` gives a remote: a loader of each route's page file. */
export type RemotePageLoaders = Readonly<Partial<Record<string, () => Promise<{ default: Page }>>>>;

/** The page's file, loading once per route; null for a route the remote has no page for. */
export type PageLoader = (route: string) => Promise<Page> | null;

/**
 * One promise per route, so React's `use` sees the same one on every render (it renders a page whose
 * promise it saw resolve without suspending again). A failed load is forgotten, so mounting again (the
 * shell's Retry) asks for the file again.
 */
export function createPageLoader(loaders: RemotePageLoaders): PageLoader {
  const loading = new Map<string, Promise<Page>>();
  return (route) => {
    const known = loading.get(route);
    if (known) return known;
    const loader = loaders[route];
    if (!loader) return null;
    const page: Promise<Page> & { status?: string; value?: Page } = loader().then(
      (module) => {
        // What React's `use` reads to take a settled promise without suspending: the server renders the page
        // in one pass, and the browser hydrates it without falling back for a moment (render-on-server.tsx).
        page.status = 'fulfilled';
        page.value = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, page);
    return page;
  };
}
