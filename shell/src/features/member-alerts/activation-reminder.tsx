// Spec section 2: the activation reminder for a member whose e-mail is not confirmed and whose profile is
// therefore disabled. With `api_signup_complete` in the query (straight after signup) it is a modal on phones.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, useBusState, useIsPhone, useLocation, useRoute, type User } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import { isIn, NO_ACTIVATION_REMINDER } from '../../layout/route-groups';

export function needsActivation(user: User | null | undefined): user is User {
  return Boolean(
    user &&
    user.notifications_disabled.length === 0 &&
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled',
  );
}

export function ActivationReminder() {
  const intl = useIntl();
  const user = useBusState('session.changed')?.user;
  const route = useRoute();
  const isPhone = useIsPhone();
  const afterSignup = useLocation().searchParams.has('api_signup_complete');
  const [modalClosed, setModalClosed] = useState(false);
  if (!needsActivation(user) || isIn(NO_ACTIVATION_REMINDER, route?.name)) return null;

  const text = (
    <FormattedMessage
      id="shell.activation.text"
      values={{ email: <strong key="email">{user.email}</strong> }}
    />
  );

  if (afterSignup && isPhone && !modalClosed) {
    return (
      <Modal
        open
        onClose={() => setModalClosed(true)}
        title={intl.formatMessage({ id: 'shell.activation.title' })}
        fullScreenBelow="md"
        footer={
          <Button fullWidth onClick={() => setModalClosed(true)}>
            <FormattedMessage id="shell.activation.understood" />
          </Button>
        }
      >
        <div data-testid="activation-modal">
          <p>{text}</p>
          <p>
            <FormattedMessage id="shell.activation.spam" />
          </p>
        </div>
      </Modal>
    );
  }

  return (
    <Alert variant="warning" title={<FormattedMessage id="shell.activation.title" />} role="status">
      <p data-testid="activation-reminder">
        {text} <FormattedMessage id="shell.activation.spam" />
      </p>
    </Alert>
  );
}
