import { api, type AccountDeletionInfo } from '@dating/shared';

export const getDeletionInfo = () => api.get<AccountDeletionInfo>('/api/account-deletion.php');
