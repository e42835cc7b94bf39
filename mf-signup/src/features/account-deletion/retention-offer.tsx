import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button, type AccountDeletionInfo } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { acceptRetentionOffer } from './accept-retention-offer';
import { deletionInfoQueryKey } from './get-deletion-info';

const isPasswordWrong = (error: unknown) => (error as { errorId?: string }).errorId === 'password_wrong';

/**
 * The company's delete_discount as a personal code, for members who would stay for a better price. It is
 * claimed with the password typed in the deletion form (the server asks for it); a missing or wrong one is
 * marked at that field. The code, once given, is kept with the offer in the query store.
 */
export function RetentionOffer({
  percentage,
  existingCode,
  password,
  onPasswordProblem,
}: {
  percentage: number;
  existingCode: string | null;
  password: string;
  onPasswordProblem: (message: string) => void;
}) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptRetentionOffer,
    onError: (error) => {
      if (isPasswordWrong(error)) onPasswordProblem(byId('password_wrong') ?? '');
    },
    onSuccess: ({ code }) =>
      queryClient.setQueryData<AccountDeletionInfo>(
        deletionInfoQueryKey,
        (info) => info && { ...info, retention_code: code },
      ),
  });
  const code = accept.data?.code ?? existingCode;

  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[4],
        borderRadius: theme.radii.lg,
        background: theme.colors.surfaceMuted,
        border: `2px solid ${theme.colors.secondary}`,
      })}
    >
      <p
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xl,
          fontWeight: theme.fontWeights.bold,
        })}
      >
        {intl.formatMessage({ id: 'signup.delete.offer-title' }, { percentage })}
      </p>
      {code ? (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.delete.offer-code' }, { code })}</p>
          <div>
            <Button asLink href="/credits">
              {intl.formatMessage({ id: 'signup.delete.offer-use' })}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.delete.offer-lead' })}</p>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.delete.offer-password' })}</p>
          {accept.isError && !isPasswordWrong(accept.error) ? (
            <Alert variant="danger">{fromError(accept.error)}</Alert>
          ) : null}
          <div>
            <Button
              variant="secondary"
              loading={accept.isPending}
              disabled={accept.isPending}
              onClick={() => {
                if (!password) onPasswordProblem(intl.formatMessage({ id: 'signup.errors.required' }));
                else accept.mutate(password);
              }}
            >
              {intl.formatMessage({ id: 'signup.delete.offer-accept' })}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
