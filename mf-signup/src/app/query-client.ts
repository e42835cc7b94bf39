// This remote's own server-state store (never shared with other remotes: each keeps its own cache). It loads
// only with the pages that use it (see pages.tsx): /login never downloads it or TanStack Query.
import { getBus } from '@dating/shared';
import { createQueryClient } from '@dating/shared/server-state';

export const queryClient = createQueryClient();

// Settings and sessions are one member's: when another member (or nobody) takes over the tab, nothing of the
// previous one may be shown, not even for the moment a refetch takes.
let memberId: number | null | undefined;
getBus()
  .on('session.changed')
  .subscribe(({ user }) => {
    const next = user?.id ?? null;
    if (memberId !== undefined && next !== memberId) queryClient.clear();
    memberId = next;
  });
