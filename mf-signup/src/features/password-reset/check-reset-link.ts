import { api } from '@dating/shared';

/** Whether a reset link still works (410 link_invalid when used or expired). */
export const checkResetLink = (token: string) => api.get('/api/password-reset.php', { query: { token } });
