import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { PageProps } from './pages';
import { queryClient } from './query-client';

/** This remote's query store, around the match-suggestions widget (a parcel with its own React root). */
export function QueryStore({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Wraps a page in this remote's query store, so its cache outlives one page and serves the next. */
export function withQueryClient(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function QueryPage(props: PageProps) {
    return (
      <QueryStore>
        <Page {...props} />
      </QueryStore>
    );
  }
  QueryPage.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
