import { api } from '@dating/shared';

/** GET /api/profile.php: every field of the member's own profile. */
export const getOwnProfile = (signal?: AbortSignal) => api.get('/api/profile.php', { signal });
