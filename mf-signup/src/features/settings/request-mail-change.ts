import { api, type MailChangeBody } from '@dating/shared';

/** Mails a confirmation link to the new address (409 email_in_use). */
export const requestMailChange = (body: MailChangeBody) =>
  api.post('/api/mail-change.php', body, { retry: false });
