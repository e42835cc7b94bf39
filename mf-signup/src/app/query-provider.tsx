import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageProps } from './pages';
import { queryClient } from './query-client';

/** Wraps a page in this remote's query store, so its cache outlives one page and serves the next. */
export function withQueryClient(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  function QueryPage(props: PageProps) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  QueryPage.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
