import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { passwordChangeBodySchema } from '@dating/shared/validation';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../account-errors/field-errors';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack } from '../page-frame/page-frame';
import { changePassword } from './change-password';

const EMPTY = { old_password: '', password: '', password_confirm: '' };

/** The server's answer as field errors: a wrong old password, or the validation of a field. */
function fieldErrorsOf(caught: unknown): FieldErrors {
  const id = (caught as { errorId?: string }).errorId;
  return id === 'old_password_wrong' ? { old_password: id } : fieldErrorsFromApi(caught);
}

export function PasswordChangeForm() {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const t = (id: string) => intl.formatMessage({ id });
  const error = (field: string) => (errors[field] ? (byId(errors[field]) ?? undefined) : undefined);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => setValues(EMPTY),
    onError: (caught) => setErrors(fieldErrorsOf(caught)),
  });
  // A problem of a field shows at the field; any other answer above the form.
  const notice = change.isSuccess
    ? { ok: true, text: t('signup.settings.password-changed') }
    : change.isError && Object.keys(fieldErrorsOf(change.error)).length === 0
      ? { ok: false, text: fromError(change.error) }
      : null;

  const submit = () => {
    change.reset();
    const parsed = passwordChangeBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
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
        submit();
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
        <Button type="submit" loading={change.isPending} disabled={change.isPending}>
          {t('signup.settings.change-password')}
        </Button>
      </div>
    </form>
  );
}
