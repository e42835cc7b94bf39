// Spec section 2: paid members see their credits, with a badge at 10 or fewer (warning style above 0, danger
// at 0); everyone else is offered premium.
import { useIntl } from 'react-intl';
import { Badge, type User } from '@dating/shared';
import { NavLink } from './nav-link';

export const LOW_CREDITS = 10;

export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > LOW_CREDITS) return null;
  return credits > 0 ? 'warning' : 'danger';
}

export function CreditsItem({ user }: { user: User }) {
  const intl = useIntl();
  if (!user.paid_user) {
    return (
      <NavLink to="premium" icon="star">
        <span className="nav-label-long">{intl.formatMessage({ id: 'shell.nav.premium' })}</span>
        <span className="nav-label-short">{intl.formatMessage({ id: 'shell.nav.premiumShort' })}</span>
      </NavLink>
    );
  }
  const variant = creditsBadgeVariant(user.credits);
  return (
    <NavLink to="credits" icon="coins">
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
    </NavLink>
  );
}
