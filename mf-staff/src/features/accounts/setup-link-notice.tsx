// The one-time setup link, right after an account was made or its two-factor login reset. The server answers
// it this once and keeps only its hash, so the notice says so and offers to copy it; it takes the focus so a
// keyboard or screen-reader user lands on it.
import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';

export interface SetupLink {
  email: string;
  url: string;
  expiresAt: string;
}

export function SetupLinkNotice({ link, onDismiss }: { link: SetupLink; onDismiss: () => void }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => headingRef.current?.focus(), [link.url]);
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <section
      aria-labelledby="staff-setup-link-title"
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[3],
        border: `2px solid ${theme.colors.success}`,
        borderRadius: theme.radii.md,
      })}
    >
      <h2
        id="staff-setup-link-title"
        ref={headingRef}
        tabIndex={-1}
        css={{ margin: 0, fontSize: '1.125rem' }}
      >
        {intl.formatMessage({ id: 'staff.accounts.linkTitle' }, { email: link.email })}
      </h2>
      <Alert variant="warning">
        {intl.formatMessage(
          { id: 'staff.accounts.linkOnce' },
          { until: intl.formatDate(link.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) },
        )}
      </Alert>
      <TextField
        label={intl.formatMessage({ id: 'staff.accounts.linkLabel' })}
        readOnly
        value={link.url}
        onFocus={(event) => event.target.select()}
      />
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        <Button onClick={copy}>{intl.formatMessage({ id: 'staff.accounts.copy' })}</Button>
        <Button variant="secondary" onClick={onDismiss}>
          {intl.formatMessage({ id: 'staff.accounts.linkDone' })}
        </Button>
      </div>
      <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
        {copied === 'yes' && intl.formatMessage({ id: 'staff.accounts.copied' })}
        {copied === 'failed' && intl.formatMessage({ id: 'staff.accounts.copyFailed' })}
      </p>
    </section>
  );
}
