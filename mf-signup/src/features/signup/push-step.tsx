// Step 6: push notifications, so new messages and likes reach the member when the site is closed.
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button, type Settings } from '@dating/shared';
import { StepFrame } from './step-frame';
import { pushSupported, subscribePush } from './subscribe-push';

export function PushStep({ settings, onDone }: { settings: Settings | undefined; onDone: () => void }) {
  const intl = useIntl();
  const subscribe = useMutation({
    mutationFn: subscribePush,
    onSuccess: (result) => {
      if (result === 'subscribed') onDone();
    },
  });
  const outcome = subscribe.data === 'denied' || subscribe.data === 'failed' ? subscribe.data : null;
  const busy = subscribe.isPending;
  const available = pushSupported() && Boolean(settings?.push_public_key);
  const t = (id: string) => intl.formatMessage({ id });

  const enable = () => {
    if (settings?.push_public_key) subscribe.mutate(settings.push_public_key);
  };

  return (
    <StepFrame
      title={t('signup.push.title')}
      lead={available ? t('signup.push.lead') : t('signup.push.unsupported')}
      onSubmit={() => (available && !outcome ? enable() : onDone())}
      actions={
        available && !outcome ? (
          <>
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('signup.push.later')}
            </Button>
            <Button type="submit" size="lg" loading={busy} disabled={busy}>
              {t('signup.push.enable')}
            </Button>
          </>
        ) : (
          <>
            <span />
            <Button type="submit" size="lg">
              {t('signup.steps.next')}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <Alert variant="warning" role="status">
          {t(outcome === 'denied' ? 'signup.push.denied' : 'signup.push.failed')}
        </Alert>
      ) : null}
    </StepFrame>
  );
}
