import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link, Modal, pathFor, useBusState, useLocation, useRoute } from '@dating/shared';
import type { LayoutName } from '../../routing/route-table';
import { useIsInstalledApp } from '../installed-app/installed-app';
import {
  SITE_ENTRY_ACCEPTED_KEY,
  SITE_ENTRY_SKIP_PARAM,
  SITE_ENTRY_SKIPPED_KEY,
  shouldShowSiteEntryWarning,
} from './site-entry-rules';

/** Where "Leave" goes: a neutral page every visitor knows. */
const LEAVE_URL = 'https://www.google.com/';

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
  const intl = useIntl();
  const settings = useBusState('settings.loaded')?.settings ?? null;
  const loggedIn = Boolean(useBusState('session.changed')?.user);
  const route = useRoute();
  const installedApp = useIsInstalledApp();
  const skipParam = useLocation().searchParams.has(SITE_ENTRY_SKIP_PARAM);
  const enterButton = useRef<HTMLButtonElement>(null);
  const [accepted, setAccepted] = useState(() => readFlag(() => localStorage, SITE_ENTRY_ACCEPTED_KEY));
  // Read on every render: the effect below writes the flag when a skip link arrives.
  const skipped = skipParam || readFlag(() => sessionStorage, SITE_ENTRY_SKIPPED_KEY);

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
    acceptedOrSkipped: accepted || skipped,
  });
  if (!show || !settings) return null;

  const accept = () => {
    writeFlag(() => localStorage, SITE_ENTRY_ACCEPTED_KEY);
    setAccepted(true);
  };

  return (
    <Modal
      open
      onClose={() => {}}
      closeOnEscape={false}
      closeOnBackdrop={false}
      showCloseButton={false}
      size="sm"
      title={intl.formatMessage({ id: 'shell.siteEntry.title' })}
      describedBy="site-entry-text"
      initialFocusRef={enterButton}
    >
      <div data-testid="site-entry-warning">
        <p
          aria-hidden="true"
          css={(theme: Theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 56,
            height: 56,
            margin: `0 0 ${theme.space[3]}px`,
            borderRadius: '50%',
            border: `3px solid ${theme.colors.danger}`,
            color: theme.colors.danger,
            fontWeight: 800,
            fontSize: theme.fontSizes.lg,
          })}
        >
          18+
        </p>
        <p id="site-entry-text">
          <FormattedMessage id="shell.siteEntry.text" values={{ site: settings.name }} />
        </p>
        <p css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          <FormattedMessage
            id="shell.siteEntry.terms"
            values={{
              terms: (chunks) => (
                <Link key="terms" href={pathFor('pages-terms')}>
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link key="privacy" href={pathFor('pages-privacy')}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2], marginTop: theme.space[4] })}>
          <Button ref={enterButton} fullWidth size="lg" onClick={accept}>
            <FormattedMessage id="shell.siteEntry.enter" />
          </Button>
          <Button asLink href={LEAVE_URL} fullWidth variant="ghost" rel="noreferrer">
            <FormattedMessage id="shell.siteEntry.leave" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
