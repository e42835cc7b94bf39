import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { queryClient } from './query-client';

/** This remote's query store around a page (or any part mounted on its own). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Wraps a page in this remote's query store, so its cache outlives one page and serves the next. */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function QueryPage(props: P) {
    return <QueryProvider>{createElement(Page, props)}</QueryProvider>;
  }
  QueryPage.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
