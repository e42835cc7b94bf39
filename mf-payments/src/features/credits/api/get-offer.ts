// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** GET /api/bundles.php: bundles, the applied discount and the methods in the member's (or site's) country. */
export const getOffer = (code: string | null, signal?: AbortSignal) =>
  api.get('/api/bundles.php', { signal, query: code ? { code } : undefined });
