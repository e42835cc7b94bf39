// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useBusState } from '@dating/shared';

/** The member's balance and premium flag: the latest credits change, else what the session said. */
export function useCredits(): { credits: number; paidUser: boolean } | null {
  const changed = useBusState('credits.changed');
  const user = useBusState('session.changed')?.user;
  if (changed) return changed;
  return user ? { credits: user.credits, paidUser: user.paid_user } : null;
}
