import { api } from '@dating/shared';

export const getAccountSettings = () => api.get('/api/account-settings.php');
