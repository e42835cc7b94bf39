// This remote's own server-state store (never shared with other remotes: each keeps its own cache).
import { createQueryClient, forgetOnMemberChange } from '@dating/shared/server-state';

export const queryClient = createQueryClient();
// Chats, likes, credits and orders are one member's: see forgetOnMemberChange.
forgetOnMemberChange(queryClient);
