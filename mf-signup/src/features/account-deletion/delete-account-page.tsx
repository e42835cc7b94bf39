// /settings/delete-account: why the member leaves, what would help instead, a retention offer, the data
// download, and the deletion itself (confirmed with the password; reactivation for 14 days).
import type { Theme } from '@emotion/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getBus, Link, navigate, type DeletionReason } from '@dating/shared';
import { Checkbox, TextField } from '@dating/shared/forms';
import { DELETION_REASONS, REACTIVATION_DAYS } from '@dating/shared/validation';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { deleteAccount } from './delete-account';
import { DELETION_REASON_TEXTS } from './deletion-reasons';
import { deletionInfoQueryKey, getDeletionInfo } from './get-deletion-info';
import { RetentionOffer } from './retention-offer';

const isPasswordWrong = (error: unknown) => (error as { errorId?: string }).errorId === 'password_wrong';

export function DeleteAccountPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const [reasons, setReasons] = useState<DeletionReason[]>([]);
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ reasons?: string; password?: string }>({});
  const t = (id: string) => intl.formatMessage({ id });
  // Without an answer (still loading, or failed) there is simply no offer.
  const info = useQuery({
    queryKey: deletionInfoQueryKey,
    queryFn: ({ signal }) => getDeletionInfo(signal),
  }).data;
  const deletion = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      getBus().publish('session.changed', { user: null });
      navigate('/account-deleted', { replace: true });
    },
    onError: (error) => {
      if (isPasswordWrong(error)) setErrors({ password: byId('password_wrong') ?? undefined });
    },
  });
  const failure = deletion.isError && !isPasswordWrong(deletion.error) ? fromError(deletion.error) : null;

  const toggle = (reason: DeletionReason, on: boolean) =>
    setReasons((current) => (on ? [...current, reason] : current.filter((r) => r !== reason)));

  const submit = () => {
    deletion.reset();
    const next: typeof errors = {};
    if (reasons.length === 0) next.reasons = t('signup.delete.choose-reason');
    if (!password) next.password = t('signup.errors.required');
    setErrors(next);
    if (Object.keys(next).length) return;
    deletion.mutate({ reasons, password, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };

  return (
    <PageFrame route={route.name} title={t('signup.delete.title')} lead={t('signup.delete.lead')} wide>
      <form
        noValidate
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          aria-describedby={errors.reasons ? 'delete-reasons-error' : undefined}
          css={(theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[3] })}
        >
          <legend
            css={(theme: Theme) => ({
              fontWeight: theme.fontWeights.bold,
              padding: 0,
              marginBottom: theme.space[2],
            })}
          >
            {t('signup.delete.reasons')}
          </legend>
          {DELETION_REASONS.map((reason) => {
            const texts = DELETION_REASON_TEXTS[reason];
            const checked = reasons.includes(reason);
            return (
              <div key={reason} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
                <Checkbox
                  label={t(texts.label)}
                  checked={checked}
                  onChange={(event) => toggle(reason, event.target.checked)}
                />
                {checked ? (
                  <Alert variant="info" role="status">
                    {t(texts.solution)}{' '}
                    {texts.action ? <Link href={texts.action.href}>{t(texts.action.label)}</Link> : null}
                  </Alert>
                ) : null}
              </div>
            );
          })}
          {errors.reasons ? (
            <p id="delete-reasons-error" css={(theme: Theme) => ({ margin: 0, color: theme.colors.danger })}>
              {errors.reasons}
            </p>
          ) : null}
        </fieldset>
        {info && info.delete_discount > 0 ? (
          <RetentionOffer
            percentage={info.delete_discount}
            existingCode={info.retention_code}
            password={password}
            onPasswordProblem={(message) => setErrors({ password: message })}
          />
        ) : null}
        {reasons.includes('other') ? (
          <TextField
            multiline
            rows={3}
            maxLength={1000}
            label={t('signup.delete.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        ) : null}
        <p css={{ margin: 0 }}>
          {t('signup.delete.download-lead')}{' '}
          <a href="/api/account-export.php" download>
            {t('signup.settings.download-data')}
          </a>
        </p>
        <Alert variant="warning" role="none">
          {intl.formatMessage({ id: 'signup.delete.warning' }, { days: REACTIVATION_DAYS })}
        </Alert>
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <TextField
          label={t('signup.delete.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[3],
            justifyContent: 'space-between',
          })}
        >
          <Button asLink href="/settings" variant="ghost">
            {t('signup.delete.keep')}
          </Button>
          <Button type="submit" variant="danger" loading={deletion.isPending} disabled={deletion.isPending}>
            {t('signup.delete.submit')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
