// Spec section 2: the push-notification alert with its enable button, for members whose browser can receive
// push and who have not decided yet. Hidden on signup, notifications, activate-done, direct debit, premium.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button, showToast, useBusState, useRoute } from '@dating/shared';
import { isIn, NO_PUSH_ALERT } from '../../layout/route-groups';
import { useDismissal } from '../dismissals/use-dismissal';
import { usePushState } from '../push/push-state';
import { subscribeToPush } from '../push/subscribe-to-push';

/** Whether the alert shows on this page (the warnings area shows one notice at a time on a phone). */
export function usePushAlertShown(): boolean {
  const user = useBusState('session.changed')?.user;
  const publicKey = useBusState('settings.loaded')?.settings.push_public_key ?? null;
  const state = usePushState();
  const route = useRoute();
  const [dismissed] = useDismissal('push', user?.id ?? null);
  return Boolean(
    user && publicKey && state === 'not-subscribed' && !dismissed && !isIn(NO_PUSH_ALERT, route?.name),
  );
}

/** `compact`: the phone's one notice, the text without its title. */
export function PushAlert({ compact = false }: { compact?: boolean }) {
  const user = useBusState('session.changed')?.user;
  const publicKey = useBusState('settings.loaded')?.settings.push_public_key ?? null;
  const shown = usePushAlertShown();
  const [, dismiss] = useDismissal('push', user?.id ?? null);
  const [busy, setBusy] = useState(false);
  if (!shown || !publicKey) return null;

  const enable = async () => {
    setBusy(true);
    try {
      const result = await subscribeToPush(publicKey);
      if (result === 'subscribed') showToast({ id: 'shell.pushAlert.enabled' }, { variant: 'success' });
    } catch {
      showToast({ id: 'shell.pushAlert.failed' }, { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      variant="info"
      compact={compact}
      title={compact ? undefined : <FormattedMessage id="shell.pushAlert.title" />}
      onDismiss={dismiss}
      action={
        <Button size="sm" loading={busy} onClick={() => void enable()}>
          <FormattedMessage id="shell.pushAlert.enable" />
        </Button>
      }
    >
      <p data-testid="push-alert">
        <FormattedMessage id="shell.pushAlert.text" />
      </p>
    </Alert>
  );
}
