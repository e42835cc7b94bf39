// @feature-public: other features import this module (docs/conventions.md, Layout).
// The copy a site's marketing wrote in the console for this lander (GET /api/lander-copy.php), shown in place
// of the built-in messages. The server writes the same answer into the page and draws the first screen from
// it, so the page waits for it (a microtask when it came with the page) before it draws: the visitor never
// sees the built-in text flash before the site's own. docs/landers.md, "Lander copy".
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocale } from '@dating/shared';
import type { LanderCopyFields, LanderKindWithCopy } from '@dating/shared/contract';
import { getLanderCopy } from './lander-api';

const LanderCopyContext = createContext<LanderCopyFields>({});

export const landerCopyKey = (kind: LanderKindWithCopy) => ['lander-copy', kind] as const;

export function LanderCopyProvider({ kind, children }: { kind: LanderKindWithCopy; children: ReactNode }) {
  // The page's locale (`de`), not react-intl's formatting locale (`de-DE`).
  const locale = useLocale();
  const query = useQuery({
    queryKey: landerCopyKey(kind),
    queryFn: ({ signal }) => getLanderCopy(kind, signal),
    staleTime: Infinity,
    // Without its copy the lander still works: it shows the built-in texts.
    retry: false,
  });
  // Only while it is on the way; the server's first screen lies over the page meanwhile.
  if (query.isPending) return null;
  const copy = query.data?.copy[locale] ?? {};
  return <LanderCopyContext.Provider value={copy}>{children}</LanderCopyContext.Provider>;
}

/** The site's overrides for this lander in the visitor's locale; empty where it has none. */
export const useLanderCopy = (): LanderCopyFields => useContext(LanderCopyContext);
