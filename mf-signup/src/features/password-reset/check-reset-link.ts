import { api } from '@dating/shared';

/**
 * Whether a reset link still works (410 link_invalid when used or expired). Not retried here: the query
 * store retries a failed read (a 4xx is final).
 */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  api.get('/api/password-reset.php', { query: { token }, signal, retry: false });
