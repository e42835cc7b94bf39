// The shell's own server-state store, for the pages it owns itself (the content pages' texts). Never shared
// with a remote: each keeps its own cache.
import { createQueryStore } from '@dating/shared/server-state';

export const { queryClient, QueryStore, withQueryClient } = createQueryStore();
