import { api, type Profile } from '@dating/shared';

/** GET /api/profile.php: every field of the member's own profile. */
export const getOwnProfile = (signal?: AbortSignal) => api.get<Profile>('/api/profile.php', { signal });
