import { api } from '@dating/shared';

/** POST /api/block.php: deletes the chat and likes between the two; they can no longer reach the member. */
export const blockMember = (profileId: number) => api.post('/api/block.php', { profile_id: profileId });
