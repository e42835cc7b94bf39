import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { mailChangeBodySchema } from '@dating/shared/validation';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack } from '../page-frame/page-frame';
import { requestMailChange } from './request-mail-change';

/** E-mail change: nothing changes until the link sent to the new address is opened. */
export function MailChangeForm({ currentEmail }: { currentEmail: string }) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  /** A form the browser already refused (a field left empty). */
  const [incomplete, setIncomplete] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const request = useMutation({
    mutationFn: requestMailChange,
    onSuccess: () => {
      setEmail('');
      setPassword('');
    },
  });
  const notice = incomplete
    ? { ok: false, text: t('signup.errors.required') }
    : request.isSuccess
      ? {
          ok: true,
          text: intl.formatMessage(
            { id: 'signup.settings.mail-change-sent' },
            { email: request.variables.email },
          ),
        }
      : request.isError
        ? { ok: false, text: fromError(request.error) }
        : null;

  const submit = () => {
    setIncomplete(false);
    request.reset();
    const parsed = mailChangeBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setEmailError(
        parsed.error.issues.some((issue) => issue.path[0] === 'email')
          ? (byId('invalid_email') ?? undefined)
          : undefined,
      );
      if (!parsed.error.issues.some((issue) => issue.path[0] === 'email')) setIncomplete(true);
      return;
    }
    setEmailError(undefined);
    request.mutate(parsed.data);
  };

  return (
    <form
      noValidate
      css={formStack}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'signup.settings.current-email' }, { email: currentEmail })}
      </p>
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      <TextField
        label={t('signup.settings.new-email')}
        name="new_email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <TextField
        label={t('signup.settings.confirm-with-password')}
        name="mail_password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" loading={request.isPending} disabled={request.isPending}>
          {t('signup.settings.change-email')}
        </Button>
      </div>
    </form>
  );
}
