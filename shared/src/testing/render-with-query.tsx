// Renders like renderWithProviders, inside a fresh query store per test with the store's rules except that it
// fails at once (no retries), so a test sees the error state without waiting and no cache leaks from one test
// into the next.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '../server-state/query-client';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

export function renderWithQuery(ui: ReactElement, options?: RenderWithProvidersOptions) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    options,
  );
  return { ...result, queryClient };
}
