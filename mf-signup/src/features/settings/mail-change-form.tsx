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
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async () => {
    setNotice(null);
    const parsed = mailChangeBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setEmailError(
        parsed.error.issues.some((issue) => issue.path[0] === 'email')
          ? (byId('invalid_email') ?? undefined)
          : undefined,
      );
      if (!parsed.error.issues.some((issue) => issue.path[0] === 'email'))
        setNotice({ ok: false, text: t('signup.errors.required') });
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      await requestMailChange(parsed.data);
      setNotice({
        ok: true,
        text: intl.formatMessage({ id: 'signup.settings.mail-change-sent' }, { email: parsed.data.email }),
      });
      setEmail('');
      setPassword('');
    } catch (error) {
      setNotice({ ok: false, text: fromError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      css={formStack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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
        <Button type="submit" loading={busy} disabled={busy}>
          {t('signup.settings.change-email')}
        </Button>
      </div>
    </form>
  );
}
