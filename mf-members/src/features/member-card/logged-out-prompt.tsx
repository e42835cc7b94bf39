// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useIntl } from 'react-intl';
import { Button, EmptyState, pathFor, useLocation } from '@dating/shared';
import { SignupButton } from './signup-button';

/** For visitors on a site that shows members only after login: sign up or log in, then come back here. */
export function LoggedOutPrompt() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'members.card.loggedOutTitle' })}
      description={intl.formatMessage({ id: 'members.card.loggedOutText' })}
      action={
        <>
          <SignupButton source="members">{intl.formatMessage({ id: 'members.card.signup' })}</SignupButton>{' '}
          <Button asLink variant="secondary" href={pathFor('login', {}, { next: `${pathname}${search}` })}>
            {intl.formatMessage({ id: 'members.card.login' })}
          </Button>
        </>
      }
    />
  );
}

/** Whether a visitor who is not logged in may see members on this site (logged_out_search rules). */
export function visitorsMayBrowse(
  settings: { logged_out_search: boolean; logged_out_search_trafficsource: boolean },
  trafficsource: string | null,
): boolean {
  return settings.logged_out_search || (settings.logged_out_search_trafficsource && trafficsource !== null);
}
