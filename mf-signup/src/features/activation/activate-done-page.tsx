import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, getBus, useLocation } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { PageFrame } from '../page-frame/page-frame';

/**
 * Where the activation link lands: the account is confirmed and the profile visible. `?already=1`: the link
 * was opened again after it had confirmed the account.
 */
export function ActivateDonePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const already = useLocation().searchParams.get('already') === '1';
  useEffect(() => {
    // The shell's activation reminder follows the user's status: make it see the confirmed account now.
    getBus().publish('session.reload-requested', {});
  }, []);
  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({
        id: already ? 'signup.activate.already-title' : 'signup.activate.done-title',
      })}
      lead={intl.formatMessage({
        id: already ? 'signup.activate.already-lead' : 'signup.activate.done-lead',
      })}
    >
      <Button asLink href="/members" size="lg">
        {intl.formatMessage({ id: 'signup.activate.to-members' })}
      </Button>
    </PageFrame>
  );
}
