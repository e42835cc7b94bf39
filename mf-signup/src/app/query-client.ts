// This remote's own server-state store (never shared with other remotes: each keeps its own cache). It loads
// only with the pages that use it (see pages.tsx): /login never downloads it or TanStack Query.
import { createQueryClient, forgetOnMemberChange } from '@dating/shared/server-state';

export const queryClient = createQueryClient();

forgetOnMemberChange(queryClient);
