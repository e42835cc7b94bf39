import { api, type SignupBody, type User } from '@dating/shared';

/** The account step: creates the account, logs it in and sends the activation mail. */
export const createAccount = (body: SignupBody) => api.post<User>('/api/signup.php', body, { retry: false });
