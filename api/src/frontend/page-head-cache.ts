// Writing a head formats a few messages; the same page of a site in a locale gets the same head until a
// remote version (the registry), the shell build or the site's own texts change, so it is kept per that
// key. Pages that show a member (profiles, member landings) are made each time: their member can change.
import type { PageHead } from './page-head';

/** Enough for every page kind of every site in every locale; a full map starts over rather than grow. */
const MAX_ENTRIES = 5000;

export function createPageHeadCache() {
  let entries = new Map<string, PageHead>();
  return {
    async get(key: string, make: () => Promise<PageHead>): Promise<PageHead> {
      const hit = entries.get(key);
      if (hit) return hit;
      const head = await make();
      if (entries.size >= MAX_ENTRIES) entries = new Map();
      entries.set(key, head);
      return head;
    },
    clear() {
      entries = new Map();
    },
  };
}

export type PageHeadCache = ReturnType<typeof createPageHeadCache>;
