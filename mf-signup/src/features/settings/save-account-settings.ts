import { api, type AccountSettingsBody } from '@dating/shared';

/** Invisible mode and notification preferences; answers the settings as stored. */
export const saveAccountSettings = (body: AccountSettingsBody) => api.put('/api/account-settings.php', body);
