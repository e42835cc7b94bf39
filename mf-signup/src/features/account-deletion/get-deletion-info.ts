import { api } from '@dating/shared';

export const getDeletionInfo = () => api.get('/api/account-deletion.php');
