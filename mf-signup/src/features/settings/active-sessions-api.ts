import { api } from '@dating/shared';

export const loadActiveSessions = () => api.get('/api/sessions.php');

/** Ends one of the member's sessions; a session that already ended answers 404 not_found. */
export const endActiveSession = (id: number) =>
  api.delete('/api/sessions.php', { query: { id }, retry: false });
