import { api, type SignupBody } from '@dating/shared';

/** The account step: creates the account, logs it in and sends the activation mail. */
export const createAccount = (body: SignupBody) => api.post('/api/signup.php', body, { retry: false });
