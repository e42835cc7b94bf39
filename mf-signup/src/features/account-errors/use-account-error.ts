// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '@dating/shared';
import { accountMessageId } from './account-error-ids';

/**
 * Translates an error id (a form check's or the server's), or any thrown error. A thrown error goes to
 * shared's catalogue, which also fills in its values (the minutes of a lock).
 */
export function useAccountError() {
  const intl = useIntl();
  const fromError = useErrorMessage();
  const byId = useCallback(
    (errorId: string) => {
      const id = accountMessageId(errorId);
      return id ? intl.formatMessage({ id }) : null;
    },
    [intl],
  );
  return { byId, fromError };
}
