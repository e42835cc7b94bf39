// @feature-public: other features import this module (docs/conventions.md, Layout).
// The one way forward on every lander: sign up (the signup flow opens over the page), or, where the site
// takes no sign-ups from this visitor (signup mode none or closed, or with_trafficsource without a traffic source),
// a plain login link instead of a button that would only lead to a refusal.
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, Link, pathFor, useBusState, useLocation, useSession } from '@dating/shared';
import { useLanderCopy } from './lander-copy';
import type { LanderSource } from './lander-source';
import { startSignup } from './start-signup';
import { hasTrafficSource, TRACKING_FIELDS } from './tracking';

export type SignupAvailability = 'open' | 'closed' | 'partners-only';

export function signupAvailability(mode: string | undefined, search: URLSearchParams): SignupAvailability {
  // Invite-only sites take no one from a lander either: the code comes in the invitation, not here.
  if (mode === 'none' || mode === 'closed') return 'closed';
  if (mode === 'with_trafficsource' && !hasTrafficSource(search)) return 'partners-only';
  return 'open';
}

/** Whether a button on the lander may open the signup for this visitor (logged out, sign-ups open to them). */
export function useCanStartSignup(): boolean {
  const settings = useBusState('settings.loaded')?.settings;
  const { user } = useSession();
  const { searchParams } = useLocation();
  return !user && signupAvailability(settings?.signups, searchParams) === 'open';
}

export interface SignupCtaProps {
  source: LanderSource;
  profileId?: number;
  /** The button's text; the site's own call to action (console), else "Sign up free", when not given. */
  label?: string;
  /** On a dark background (alone tonight, video). */
  inverted?: boolean;
  className?: string;
}

export function SignupCta({ source, profileId, label, inverted = false, className }: SignupCtaProps) {
  const own = useLanderCopy();
  const settings = useBusState('settings.loaded')?.settings;
  const { user } = useSession();
  const { searchParams } = useLocation();
  const muted = (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    color: inverted ? '#F2EAF5' : theme.colors.textMuted,
    '& a': { color: inverted ? '#FFFFFF' : theme.colors.link, fontWeight: theme.fontWeights.bold },
  });

  if (user) {
    return (
      <div className={className} data-testid="lander-cta">
        <Button asLink href={pathFor('members')} size="lg">
          <FormattedMessage id="landers.common.to-members" />
        </Button>
      </div>
    );
  }

  const availability = signupAvailability(settings?.signups, searchParams);
  if (availability !== 'open') {
    return (
      <div
        className={className}
        data-testid="lander-cta"
        css={{ display: 'grid', gap: 12, justifyItems: 'start' }}
      >
        <p css={muted}>
          {availability === 'closed' ? (
            <FormattedMessage id="landers.common.signup-closed" />
          ) : (
            <FormattedMessage id="landers.common.signup-partners" />
          )}
        </p>
        <Button asLink href={pathFor('login')} size="lg">
          <FormattedMessage id="landers.common.login" />
        </Button>
      </div>
    );
  }

  return (
    <div
      className={className}
      data-testid="lander-cta"
      css={{ display: 'grid', gap: 8, justifyItems: 'start' }}
    >
      {/* A form that opens the signup page with the visit's tracking fields, so it works before the script
          (or without it); with the script, the signup opens over the lander instead. */}
      <form
        action={pathFor('signup')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          startSignup(source, profileId);
        }}
      >
        {TRACKING_FIELDS.map((field) => {
          const value = searchParams.get(field);
          return value ? <input key={field} type="hidden" name={field} value={value} /> : null;
        })}
        <Button size="lg" type="submit">
          {label ?? own.cta ?? <FormattedMessage id="landers.common.signup" />}
        </Button>
      </form>
      <p css={muted}>
        <FormattedMessage
          id="landers.common.have-account"
          values={{ login: (text) => <Link href={pathFor('login')}>{text}</Link> }}
        />
      </p>
    </div>
  );
}
