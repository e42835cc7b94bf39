// Spec section 2: a dismissible alert for a member without a main photo, except where it would interrupt
// (profile, signup, activation, premium, notifications, direct debit, settings).
import { FormattedMessage } from 'react-intl';
import { Alert, Button, pathFor, useBusState, useRoute } from '@dating/shared';
import { isIn, NO_PROFILE_PHOTO_ALERT } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';

/** Whether the alert shows on this page (the warnings area shows one notice at a time on a phone). */
export function useProfilePhotoAlertShown(): boolean {
  const user = useBusState('session.changed')?.user;
  const route = useRoute();
  const [dismissed] = useDismissal('profile-photo', user?.id ?? null);
  return Boolean(
    user && !user.profile.main_image && !dismissed && !isIn(NO_PROFILE_PHOTO_ALERT, route?.name),
  );
}

/** `compact`: the phone's one notice, the text without its title. */
export function ProfilePhotoAlert({ compact = false }: { compact?: boolean }) {
  const user = useBusState('session.changed')?.user;
  const shown = useProfilePhotoAlertShown();
  const [, dismiss] = useDismissal('profile-photo', user?.id ?? null);
  if (!shown) return null;
  return (
    <Alert
      variant="info"
      compact={compact}
      title={compact ? undefined : <FormattedMessage id="shell.photoAlert.title" />}
      onDismiss={dismiss}
      action={
        <Button asLink href={pathFor('profile')} size="sm">
          <FormattedMessage id="shell.photoAlert.action" />
        </Button>
      }
    >
      <p data-testid="profile-photo-alert">
        <FormattedMessage id="shell.photoAlert.text" />
      </p>
    </Alert>
  );
}
