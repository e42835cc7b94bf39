import { api } from '@dating/shared';

/** The mailed link's token switches the address (410 link_invalid, 409 email_in_use). */
export const confirmMailChange = (token: string) =>
  api.post('/api/mail-change-do.php', { token }, { retry: false });
