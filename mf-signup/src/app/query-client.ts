// This remote's own server-state store (never shared with other remotes: each keeps its own cache), with its
// provider and page wrapper. It loads with the page files that use it (src/pages/): every page but
// /activate-done, which asks nothing of the server.
import { createQueryStore } from '@dating/shared/server-state';

export const { queryClient, QueryStore, withQueryClient } = createQueryStore();
