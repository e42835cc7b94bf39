// Spec section 2: a dismissible alert for a member without a main photo, except where it would interrupt
// (profile, signup, activation, premium, notifications, direct debit, settings).
import { FormattedMessage } from 'react-intl';
import { Alert, Button, pathFor, useBusState, useRoute } from '@dating/shared';
import { isIn, NO_PROFILE_PHOTO_ALERT } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';

export function ProfilePhotoAlert() {
  const user = useBusState('session.changed')?.user;
  const route = useRoute();
  const [dismissed, dismiss] = useDismissal('profile-photo', user?.id ?? null);
  if (!user || user.profile.main_image || dismissed || isIn(NO_PROFILE_PHOTO_ALERT, route?.name)) return null;
  return (
    <Alert
      variant="info"
      title={<FormattedMessage id="shell.photoAlert.title" />}
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
