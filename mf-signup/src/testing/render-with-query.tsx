// Renders like renderWithProviders, inside a fresh query store per test that fails at once (no retries), so
// a test sees the error state without waiting and no cache leaks from one test into the next.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '@dating/shared/server-state';
import { renderWithProviders, type RenderWithProvidersOptions } from '@dating/shared/testing';

export function renderWithQuery(ui: ReactElement, options?: RenderWithProvidersOptions) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    options,
  );
  return { ...result, queryClient };
}
