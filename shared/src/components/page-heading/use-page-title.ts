import { useEffect } from 'react';
import { useBusState } from '../../bus/use-bus';
import { setPageTitle } from './page-title';

/** Names the window "<page> · <site>" while the calling page is shown (for a page without a PageHeading h1). */
export function usePageTitle(page: string): void {
  const siteName = useBusState('settings.loaded')?.settings.name;
  useEffect(() => setPageTitle(page, siteName), [page, siteName]);
}
