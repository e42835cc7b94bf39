// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** A new reactivation link for an address whose account is pending deletion. */
export const requestReactivationMail = (email: string) =>
  api.post('/api/reactivation-mail.php', { email }, { retry: false });
