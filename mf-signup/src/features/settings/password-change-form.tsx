import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { passwordChangeBodySchema } from '@dating/shared/validation';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../account-errors/field-errors';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack } from '../page-frame/page-frame';
import { changePassword } from './change-password';

export function PasswordChangeForm() {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const [values, setValues] = useState({ old_password: '', password: '', password_confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const error = (field: string) => (errors[field] ? (byId(errors[field]) ?? undefined) : undefined);

  const submit = async () => {
    setNotice(null);
    const parsed = passwordChangeBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await changePassword(parsed.data);
      setValues({ old_password: '', password: '', password_confirm: '' });
      setNotice({ ok: true, text: t('signup.settings.password-changed') });
    } catch (caught) {
      const fieldErrors = fieldErrorsFromApi(caught);
      const id = (caught as { errorId?: string }).errorId;
      if (id === 'old_password_wrong') setErrors({ old_password: id });
      else if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else setNotice({ ok: false, text: fromError(caught) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof values, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={error(name)}
    />
  );

  return (
    <form
      noValidate
      css={formStack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {field('old_password', t('signup.settings.old-password'), 'current-password')}
      {field(
        'password',
        t('signup.settings.new-password'),
        'new-password',
        t('signup.account.password-hint'),
      )}
      {field('password_confirm', t('signup.settings.repeat-password'), 'new-password')}
      <div>
        <Button type="submit" loading={busy} disabled={busy}>
          {t('signup.settings.change-password')}
        </Button>
      </div>
    </form>
  );
}
