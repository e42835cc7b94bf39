// The site-entry warning's dialog (spec section 2), a chunk of its own: only some visitors see it.
import type { Theme } from '@emotion/react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link, pathFor } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';

/** Where "Leave" goes: a neutral page every visitor knows. */
const LEAVE_URL = 'https://www.google.com/';

export function SiteEntryDialog({ siteName, onEnter }: { siteName: string; onEnter: () => void }) {
  const intl = useIntl();
  const enterButton = useRef<HTMLButtonElement>(null);
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
          <FormattedMessage id="shell.siteEntry.text" values={{ site: siteName }} />
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
          <Button ref={enterButton} fullWidth size="lg" onClick={onEnter}>
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
