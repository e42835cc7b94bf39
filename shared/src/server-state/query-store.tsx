// A remote's own query store in one call: its client (the shared retry rules, forgotten when the member
// changes), a provider for any part mounted on its own (a widget, a parcel) and a wrapper for its pages.
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createQueryClient, forgetOnMemberChange } from './query-client';

export function createQueryStore() {
  const queryClient = createQueryClient();
  forgetOnMemberChange(queryClient);

  function QueryStore({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }

  // One wrapper per page: two routes' page files that wrap the same page give React the same component,
  // so moving between those routes keeps the page mounted (shared/src/remote-app/remote-root.tsx).
  const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

  /** Wraps a page in the store, so its cache outlives one page and serves the next. */
  function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
    const known = wrapped.get(Page as ComponentType<never>);
    if (known) return known as ComponentType<P>;
    function QueryPage(props: P) {
      return <QueryStore>{createElement(Page, props)}</QueryStore>;
    }
    QueryPage.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
    wrapped.set(Page as ComponentType<never>, QueryPage as ComponentType<never>);
    return QueryPage;
  }

  return { queryClient, QueryStore, withQueryClient };
}
