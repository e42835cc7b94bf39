// This remote's own server-state store (never shared with other remotes: each keeps its own cache), with its
// provider and page wrapper.
import { createQueryStore } from '@dating/shared/server-state';

export const { queryClient, QueryStore, withQueryClient } = createQueryStore();
