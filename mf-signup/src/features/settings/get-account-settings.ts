import { api, type AccountSettings } from '@dating/shared';

export const getAccountSettings = () => api.get<AccountSettings>('/api/account-settings.php');
