// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useQuery } from '@tanstack/react-query';
import { useBusState } from '@dating/shared';
import { getOffer } from './api/get-offer';

/**
 * The offer for the member (or the visitor): bundles, the discount and the methods. Keyed by the typed code
 * and by who is logged in, so a login or a purchase (premium ends the welcome and time-bonus discounts)
 * shows the right prices.
 */
export function useOffer(code: string | null = null) {
  const session = useBusState('session.changed');
  const credits = useBusState('credits.changed');
  const userId = session?.user?.id ?? null;
  return useQuery({
    queryKey: ['offer', userId, credits?.paidUser ?? null, code],
    queryFn: ({ signal }) => getOffer(code, signal),
    // Until the shell knows who is here, the answer could be for the wrong person.
    enabled: session !== undefined,
  });
}
