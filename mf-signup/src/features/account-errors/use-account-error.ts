import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, useErrorMessage } from '@dating/shared';
import { accountMessageId } from './account-error-ids';

/** Translates an account error id, or any thrown error (account ids first, then shared's catalogue). */
export function useAccountError() {
  const intl = useIntl();
  const sharedMessage = useErrorMessage();
  const byId = useCallback(
    (errorId: string) => {
      const id = accountMessageId(errorId);
      return id ? intl.formatMessage({ id }) : null;
    },
    [intl],
  );
  const fromError = useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        const text = byId(error.errorId);
        if (text) return text;
      }
      return sharedMessage(error);
    },
    [byId, sharedMessage],
  );
  return { byId, fromError };
}
