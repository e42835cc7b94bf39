import { api } from '@dating/shared';

/** DELETE /api/block.php?profile_id= */
export const unblockMember = (profileId: number) =>
  api.delete('/api/block.php', { query: { profile_id: profileId } });
