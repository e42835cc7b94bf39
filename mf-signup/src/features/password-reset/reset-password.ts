import { api, type PasswordResetDoBody } from '@dating/shared';

/** Sets the new password; ends every other session and logs this browser in. */
export const resetPassword = (body: PasswordResetDoBody) =>
  api.post('/api/password-reset-do.php', body, { retry: false });
