// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** Sends the activation mail again (429 activation_mail_limit after a few an hour). */
export const resendActivation = () => api.post('/api/activation-mail.php', undefined, { retry: false });
