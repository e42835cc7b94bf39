import { api, type PasswordChangeBody } from '@dating/shared';

/** 400 old_password_wrong when the old password is not right. */
export const changePassword = (body: PasswordChangeBody) =>
  api.post('/api/password-change.php', body, { retry: false });
