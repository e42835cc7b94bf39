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

  /** Wraps a page in the store, so its cache outlives one page and serves the next. */
  function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
    function QueryPage(props: P) {
      return <QueryStore>{createElement(Page, props)}</QueryStore>;
    }
    QueryPage.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
    return QueryPage;
  }

  return { queryClient, QueryStore, withQueryClient };
}
