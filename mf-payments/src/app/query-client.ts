// This remote's own server-state store (never shared with other remotes: each keeps its own cache).
import { createQueryClient } from '@dating/shared/server-state';

export const queryClient = createQueryClient();
