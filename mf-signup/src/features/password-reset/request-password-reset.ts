import { api } from '@dating/shared';

/** Mails a reset link (404 email_not_found, 429 password_reset_limit). */
export const requestPasswordReset = (email: string) =>
  api.post('/api/password-reset.php', { email }, { retry: false });
