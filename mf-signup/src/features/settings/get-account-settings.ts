import { api } from '@dating/shared';

/** Not retried here: the query store retries a failed read (a 4xx is final). */
export const getAccountSettings = (signal?: AbortSignal) =>
  api.get('/api/account-settings.php', { signal, retry: false });

/** The settings in this remote's query store; the mail-change link invalidates them. */
export const accountSettingsQueryKey = ['account-settings'] as const;
