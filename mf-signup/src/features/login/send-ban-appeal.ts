import { api, type BanAppealBody } from '@dating/shared';

/** A suspended or banned member's appeal, proven by the login's e-mail and password; never retried. */
export const sendBanAppeal = (body: BanAppealBody) => api.post('/api/ban-appeal.php', body, { retry: false });
