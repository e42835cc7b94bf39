import { api } from '@dating/shared';

/** GET /api/match-finder.php: profiles ranked by fit, with the reasons. */
export const getMatches = (limit: number, signal?: AbortSignal) =>
  api.get('/api/match-finder.php', { query: { limit }, signal });
