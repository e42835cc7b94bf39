import { lazy, Suspense, useEffect, useState } from 'react';
import { useBusState, useLocation, useRoute } from '@dating/shared';
import type { LayoutName } from '../../routing/route-table';
import { useIsInstalledApp } from '../installed-app/installed-app';
import {
  SITE_ENTRY_ACCEPTED_KEY,
  SITE_ENTRY_SKIP_PARAM,
  SITE_ENTRY_SKIPPED_KEY,
  shouldShowSiteEntryWarning,
} from './site-entry-rules';

// The dialog is a lazy chunk: most visitors never see it.
const SiteEntryDialog = lazy(() =>
  import('./site-entry-dialog').then((m) => ({ default: m.SiteEntryDialog })),
);

function readFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeFlag(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, String(Date.now()));
  } catch {
    // Without storage the warning shows again next visit, which errs on the safe side.
  }
}

export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const settings = useBusState('settings.loaded')?.settings ?? null;
  const loggedIn = Boolean(useBusState('session.changed')?.user);
  const route = useRoute();
  const installedApp = useIsInstalledApp();
  const skipParam = useLocation().searchParams.has(SITE_ENTRY_SKIP_PARAM);
  const [acceptedNow, setAcceptedNow] = useState(false);

  // A skip holds for the whole visit, not only for the page that carried the parameter.
  useEffect(() => {
    if (skipParam) writeFlag(() => sessionStorage, SITE_ENTRY_SKIPPED_KEY);
  }, [skipParam]);

  const show = shouldShowSiteEntryWarning({
    settings,
    loggedIn,
    layout,
    route: route?.name ?? null,
    installedApp,
    // Read on every render where it matters: the effect above writes the skip when a skip link arrives.
    acceptedOrSkipped: () =>
      acceptedNow ||
      skipParam ||
      readFlag(() => localStorage, SITE_ENTRY_ACCEPTED_KEY) ||
      readFlag(() => sessionStorage, SITE_ENTRY_SKIPPED_KEY),
  });
  if (!show || !settings) return null;

  const accept = () => {
    writeFlag(() => localStorage, SITE_ENTRY_ACCEPTED_KEY);
    setAcceptedNow(true);
  };

  return (
    <Suspense fallback={null}>
      <SiteEntryDialog siteName={settings.name} onEnter={accept} />
    </Suspense>
  );
}
