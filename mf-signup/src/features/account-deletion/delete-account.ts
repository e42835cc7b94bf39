import { api, type AccountDeletionBody } from '@dating/shared';

/** Deletes the account (reactivation possible for 14 days by the mailed link) and logs out. */
export const deleteAccount = (body: AccountDeletionBody) =>
  api.post('/api/account-deletion.php', body, { retry: false });
