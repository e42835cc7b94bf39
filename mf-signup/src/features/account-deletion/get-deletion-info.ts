import { api } from '@dating/shared';

/** Not retried here: the query store retries a failed read (a 4xx is final). */
export const getDeletionInfo = (signal?: AbortSignal) =>
  api.get('/api/account-deletion.php', { signal, retry: false });

/** The retention offer in this remote's query store; accepting it stores the code there. */
export const deletionInfoQueryKey = ['deletion-info'] as const;
