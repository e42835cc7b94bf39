import { api } from '@dating/shared';

/** The reactivation link's token brings a deleted account back within 14 days and logs it in. */
export const reactivateAccount = (token: string) =>
  api.post('/api/reactivate.php', { token }, { retry: false });
