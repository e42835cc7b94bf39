// Spec section 2: the activation reminder for a member whose e-mail is not confirmed and whose profile is
// therefore disabled. With `api_signup_complete` in the query (straight after signup) it is a modal on phones.
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, useBusState, useIsPhone, useLocation, useRoute, type User } from '@dating/shared';
import { isIn, NO_ACTIVATION_REMINDER } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';

const ActivationModal = lazy(() =>
  import(/* webpackChunkName: "activation-modal" */ './activation-modal').then((module) => ({
    default: module.ActivationModal,
  })),
);

export function needsActivation(user: User | null | undefined): user is User {
  return Boolean(
    user &&
    user.notifications_disabled.length === 0 &&
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled',
  );
}

/** Whether the reminder shows on this page (the warnings area shows one notice at a time on a phone). */
export function useActivationReminderShown(): boolean {
  const user = useBusState('session.changed')?.user;
  const route = useRoute();
  const [dismissed] = useDismissal('activation', user?.id ?? null);
  return needsActivation(user) && !dismissed && !isIn(NO_ACTIVATION_REMINDER, route?.name);
}

/** `compact`: the phone's one notice, small and dismissible (it comes back a day later). */
export function ActivationReminder({ compact = false }: { compact?: boolean }) {
  const user = useBusState('session.changed')?.user;
  const shown = useActivationReminderShown();
  const [, dismiss] = useDismissal('activation', user?.id ?? null);
  const isPhone = useIsPhone();
  const afterSignup = useLocation().searchParams.has('api_signup_complete');
  const [modalClosed, setModalClosed] = useState(false);
  if (!shown || !needsActivation(user)) return null;

  const text = (
    <FormattedMessage
      id="shell.activation.text"
      values={{ email: <strong key="email">{user.email}</strong> }}
    />
  );

  if (afterSignup && isPhone && !modalClosed) {
    return (
      <Suspense fallback={null}>
        <ActivationModal text={text} onClose={() => setModalClosed(true)} />
      </Suspense>
    );
  }

  if (compact) {
    return (
      <Alert variant="warning" role="status" compact onDismiss={dismiss}>
        <p data-testid="activation-reminder">{text}</p>
      </Alert>
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
