import { api } from '@dating/shared';

/** Not retried here: the query store retries a failed read (a 4xx is final). */
export const loadActiveSessions = (signal?: AbortSignal) =>
  api.get('/api/sessions.php', { signal, retry: false });

export const activeSessionsQueryKey = ['active-sessions'] as const;

/** Ends one of the member's sessions; a session that already ended answers 404 not_found. */
export const endActiveSession = (id: number) =>
  api.delete('/api/sessions.php', { query: { id }, retry: false });
