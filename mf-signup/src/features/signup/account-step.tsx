// Step 1: who you are and the account. Validated in the browser with the server's own schema, then the
// account is created (not yet confirmed) and logged in.
import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  type ApiError,
  Button,
  getBus,
  isApiError,
  Link,
  MIN_AGE,
  pathFor,
  useLocale,
  type Gender,
  type Settings,
  type Sexuality,
  type TrackingBody,
  type User,
} from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { signupFieldsSchema } from '@dating/shared/validation';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../account-errors/field-errors';
import { useAccountError } from '../account-errors/use-account-error';
import { checkEmail } from './check-email';
import { ChoiceGroup } from './choice-group';
import { createAccount } from './create-account';
import { suggestEmail } from './email-suggestion';
import { requestReactivationMail } from '../account-deletion/request-reactivation-mail';
import { clearDraft, loadDraft, saveDraft, type AccountDraft } from './signup-progress';
import { fieldRow, StepFrame } from './step-frame';

type Seeking = 'male' | 'female' | 'both';

function sexualityOf(gender: Gender, seeking: Seeking): Sexuality {
  if (seeking === 'both') return 'bi';
  if (gender !== seeking) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** 409 for an address that has an account, or one deleted less than 14 days ago. */
const isTakenAddress = (error: unknown): error is ApiError =>
  isApiError(error) && (error.errorId === 'email_exists' || error.errorId === 'account_pending_deletion');

export interface AccountStepProps {
  settings: Settings | undefined;
  tracking: TrackingBody | undefined;
  onCreated: (user: User) => void;
}

export function AccountStep({ settings, tracking, onCreated }: AccountStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { byId, fromError } = useAccountError();
  const [draft, setDraft] = useState<AccountDraft>(() => ({
    gender: 'male',
    seeking: 'female',
    ...loadDraft(),
  }));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [pendingDeletion, setPendingDeletion] = useState(false);
  const inviteOnly = settings?.signups === 'none';

  const update = (changes: AccountDraft) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    saveDraft(next);
  };
  const errorText = (field: string) => {
    const id = errors[field];
    if (!id) return undefined;
    if (id === 'date_of_birth_too_young') {
      return intl.formatMessage({ id: 'signup.errors.date_of_birth_too_young' }, { min_age: MIN_AGE });
    }
    return byId(id) ?? undefined;
  };

  // Whether the address can sign up, asked when the member leaves the field; only a taken address is said.
  const emailCheck = useMutation({
    mutationFn: checkEmail,
    onSuccess: () => setErrors(({ email: _removed, ...rest }) => rest),
    onError: (error) => {
      if (isTakenAddress(error)) {
        setErrors((current) => ({ ...current, email: error.errorId }));
        setPendingDeletion(error.errorId === 'account_pending_deletion');
      }
    },
  });
  const onEmailBlur = () => {
    const email = (draft.email ?? '').trim();
    setSuggestion(suggestEmail(email));
    setPendingDeletion(false);
    if (email.includes('@')) emailCheck.mutate(email);
  };

  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: (user) => {
      clearDraft();
      // The step moves on first, so the session change that follows finds the saved step.
      onCreated(user);
      getBus().publish('session.changed', { user });
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsFromApi(error);
      if (isTakenAddress(error)) {
        setErrors({ email: error.errorId });
        setPendingDeletion(error.errorId === 'account_pending_deletion');
      } else if (isApiError(error) && error.errorId === 'invite_code_invalid') {
        setErrors({ invite_code: 'invite_code_invalid' });
      } else if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
      } else {
        setFailure(fromError(error));
      }
    },
  });

  const reactivation = useMutation({
    mutationFn: requestReactivationMail,
    onError: (error) => setFailure(fromError(error)),
  });

  const submit = () => {
    setFailure(null);
    const fields = {
      email: draft.email ?? '',
      name: draft.name ?? '',
      date_of_birth: draft.date_of_birth ?? '',
      password,
    };
    const parsed = signupFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    const gender = (draft.gender ?? 'male') as Gender;
    create.mutate({
      ...parsed.data,
      gender,
      sexuality: sexualityOf(gender, (draft.seeking ?? 'female') as Seeking),
      language: locale,
      ...(tracking ? { tracking } : {}),
      ...(inviteOnly && draft.invite_code ? { invite_code: draft.invite_code.trim() } : {}),
    });
  };

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StepFrame
      title={t('signup.account.title')}
      lead={t('signup.account.lead')}
      onSubmit={submit}
      actions={
        <>
          <span css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm })}>
            {t('signup.account.have-account')}{' '}
            <Link href="/login" onClick={() => getBus().publish('signup.closed', { reason: 'login' })}>
              {t('signup.account.login-link')}
            </Link>
          </span>
          <Button type="submit" size="lg" loading={create.isPending} disabled={create.isPending}>
            {t('signup.account.submit')}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <div css={fieldRow}>
        <ChoiceGroup
          legend={t('signup.account.gender')}
          name="gender"
          value={draft.gender ?? 'male'}
          onChange={(gender) => update({ gender })}
          choices={[
            { value: 'male', label: t('signup.account.gender-male') },
            { value: 'female', label: t('signup.account.gender-female') },
          ]}
        />
        <ChoiceGroup
          legend={t('signup.account.seeking')}
          name="seeking"
          value={draft.seeking ?? 'female'}
          onChange={(seeking) => update({ seeking })}
          choices={[
            { value: 'male', label: t('signup.account.seeking-men') },
            { value: 'female', label: t('signup.account.seeking-women') },
            { value: 'both', label: t('signup.account.seeking-both') },
          ]}
        />
      </div>
      <div css={fieldRow}>
        <TextField
          label={t('signup.account.name')}
          hint={t('signup.account.name-hint')}
          name="name"
          autoComplete="nickname"
          required
          maxLength={40}
          value={draft.name ?? ''}
          onChange={(event) => update({ name: event.target.value })}
          error={errorText('name')}
        />
        <TextField
          label={t('signup.account.date-of-birth')}
          hint={intl.formatMessage({ id: 'signup.account.date-of-birth-hint' }, { min_age: MIN_AGE })}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          required
          value={draft.date_of_birth ?? ''}
          onChange={(event) => update({ date_of_birth: event.target.value })}
          error={errorText('date_of_birth')}
        />
      </div>
      <div>
        <TextField
          label={t('signup.account.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={draft.email ?? ''}
          onChange={(event) => update({ email: event.target.value })}
          onBlur={onEmailBlur}
          error={errorText('email')}
        />
        {suggestion ? (
          <p role="status" css={(theme: Theme) => ({ margin: `${theme.space[1]}px 0 0` })}>
            {t('signup.account.did-you-mean')}{' '}
            <Button
              variant="ghost"
              size="sm"
              type="button"
              onClick={() => {
                update({ email: suggestion });
                setSuggestion(null);
              }}
            >
              {suggestion}
            </Button>
          </p>
        ) : null}
        {errors.email === 'email_exists' ? (
          <p css={(theme: Theme) => ({ margin: `${theme.space[1]}px 0 0` })}>
            <Link
              href={pathFor('login', {}, { email: (draft.email ?? '').trim() })}
              onClick={() => getBus().publish('signup.closed', { reason: 'login' })}
            >
              {t('signup.account.login-instead')}
            </Link>
          </p>
        ) : null}
        {pendingDeletion ? (
          <div css={(theme: Theme) => ({ marginTop: theme.space[2] })}>
            {reactivation.isSuccess ? (
              <Alert variant="success" role="status">
                {t('signup.account.reactivation-sent')}
              </Alert>
            ) : (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => reactivation.mutate((draft.email ?? '').trim())}
              >
                {t('signup.account.send-reactivation')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <TextField
        label={t('signup.account.password')}
        hint={t('signup.account.password-hint')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorText('password')}
      />
      {inviteOnly ? (
        <TextField
          label={t('signup.account.invite-code')}
          hint={t('signup.account.invite-code-hint')}
          name="invite_code"
          autoComplete="off"
          required
          value={draft.invite_code ?? ''}
          onChange={(event) => update({ invite_code: event.target.value })}
          error={errorText('invite_code')}
        />
      ) : null}
    </StepFrame>
  );
}
