import { api, type ProfileIdRequest } from '@dating/shared';

/** POST /api/block.php: also deletes the chats and likes between the two members. */
export const blockMember = (profileId: number) =>
  api.post('/api/block.php', { profile_id: profileId } satisfies ProfileIdRequest);
