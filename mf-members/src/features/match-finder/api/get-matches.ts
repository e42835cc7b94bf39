// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** GET /api/match-finder.php: profiles ranked by fit, with the reasons. */
export const getMatches = (limit: number, signal?: AbortSignal) =>
  api.get('/api/match-finder.php', { query: { limit }, signal });

/** The query store's key of the best `limit` matches; `matchesQueryKey()` is all of them. */
export const matchesQueryKey = (limit?: number) =>
  limit === undefined ? (['match-finder'] as const) : (['match-finder', limit] as const);
