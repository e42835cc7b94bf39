// Spec section 2: members whose e-mail notifications stopped (marked as spam, bounced, unsubscribed through the
// mail header) learn why and where to turn them back on; not on settings and notifications themselves.
import { FormattedMessage } from 'react-intl';
import { Alert, Button, pathFor, useBusState, useRoute } from '@dating/shared';
import { isIn, NO_DISABLED_NOTIFICATIONS_ALERT } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';

/** Whether the alert shows on this page (the warnings area shows one notice at a time on a phone). */
export function useDisabledNotificationsAlertShown(): boolean {
  const user = useBusState('session.changed')?.user;
  const route = useRoute();
  const [dismissed] = useDismissal('disabled-notifications', user?.id ?? null);
  return Boolean(
    user &&
    user.notifications_disabled.length > 0 &&
    !dismissed &&
    !isIn(NO_DISABLED_NOTIFICATIONS_ALERT, route?.name),
  );
}

/** `compact`: the phone's one notice, the text without its title. */
export function DisabledNotificationsAlert({ compact = false }: { compact?: boolean }) {
  const user = useBusState('session.changed')?.user;
  const shown = useDisabledNotificationsAlertShown();
  const [, dismiss] = useDismissal('disabled-notifications', user?.id ?? null);
  if (!shown || !user) return null;
  const reason = user.notifications_disabled[0];
  return (
    <Alert
      variant="warning"
      compact={compact}
      title={compact ? undefined : <FormattedMessage id="shell.disabledNotifications.title" />}
      onDismiss={dismiss}
      action={
        <Button asLink href={pathFor('settings')} size="sm" variant="secondary">
          <FormattedMessage id="shell.disabledNotifications.action" />
        </Button>
      }
    >
      <p data-testid="disabled-notifications-alert">
        {reason === 'bounce' ? (
          <FormattedMessage id="shell.disabledNotifications.bounce" values={{ email: user.email }} />
        ) : reason === 'fbl' ? (
          <FormattedMessage id="shell.disabledNotifications.spam" values={{ email: user.email }} />
        ) : (
          <FormattedMessage id="shell.disabledNotifications.unsubscribed" values={{ email: user.email }} />
        )}
      </p>
    </Alert>
  );
}
