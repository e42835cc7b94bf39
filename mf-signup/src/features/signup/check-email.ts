import { api } from '@dating/shared';

/** 409 email_exists or account_pending_deletion when the address cannot sign up. */
export const checkEmail = (email: string) => api.post('/api/signup-check.php', { email }, { retry: false });
