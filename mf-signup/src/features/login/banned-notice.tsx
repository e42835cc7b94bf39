// A suspended or banned member's login: what the moderators decided and why (the reason they wrote, the
// statement of reasons), until when, and the page that explains blocked accounts.
import { useIntl } from 'react-intl';
import { Alert, type BannedLoginAnswer, Link, pathFor, useFormatters } from '@dating/shared';

export function BannedNotice({ ban }: { ban: BannedLoginAnswer['ban'] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Alert variant="danger" role="alert">
      <p css={{ margin: 0 }}>
        {ban.kind === 'suspend' && ban.until
          ? intl.formatMessage(
              { id: 'signup.login.suspendedUntil' },
              { date: format.date(ban.until, 'long') },
            )
          : intl.formatMessage({ id: 'shared.errors.account_banned' })}
      </p>
      <p css={{ margin: '0.5em 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'signup.login.banReason' }, { reason: ban.reason })}
      </p>
      <Link href={pathFor('pages-ban')}>{intl.formatMessage({ id: 'signup.login.banPage' })}</Link>
    </Alert>
  );
}
