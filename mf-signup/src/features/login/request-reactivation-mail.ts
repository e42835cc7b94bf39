import { api } from '@dating/shared';

/** Mails a new reactivation link to an account deleted within the last 14 days (404 email_not_found). */
export const requestReactivationMail = (email: string) =>
  api.post<{ ok: true }>('/api/reactivation-mail.php', { email }, { retry: false });
