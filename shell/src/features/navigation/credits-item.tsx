// Spec section 2: paid members see their credits, with a badge at 10 or fewer (warning style above 0, danger
// at 0); everyone else is offered premium.
import { useIntl } from 'react-intl';
import { Badge, Link, pathFor, type User } from '@dating/shared';
import { NavIcon } from './nav-icons';

export const LOW_CREDITS = 10;

export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > LOW_CREDITS) return null;
  return credits > 0 ? 'warning' : 'danger';
}

export function CreditsItem({ user }: { user: User }) {
  const intl = useIntl();
  if (!user.paid_user) {
    return (
      <Link href={pathFor('premium')} data-nav="premium">
        <NavIcon name="star" />
        <span className="nav-label-long">{intl.formatMessage({ id: 'shell.nav.premium' })}</span>
        <span className="nav-label-short">{intl.formatMessage({ id: 'shell.nav.premiumShort' })}</span>
      </Link>
    );
  }
  const variant = creditsBadgeVariant(user.credits);
  return (
    <Link href={pathFor('credits')} data-nav="credits">
      <NavIcon name="coins" />
      <span>{intl.formatMessage({ id: 'shell.nav.credits' })}</span>
      {variant && (
        <span data-testid="credits-badge" data-variant={variant} className="nav-badge">
          <Badge
            count={user.credits}
            showZero
            variant={variant}
            label={intl.formatMessage({ id: 'shell.nav.creditsLeft' }, { count: user.credits })}
          />
        </span>
      )}
    </Link>
  );
}
