import { api, type ProfileChanges } from '@dating/shared';

/** PUT /api/profile.php: changes the given fields, answers the whole profile. */
export const updateOwnProfile = (changes: ProfileChanges) => api.put('/api/profile.php', changes);
