// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';
import type { LanderKindWithCopy } from '@dating/shared/contract';

/** GET /api/lander-members.php: members with a photo, recently seen first. */
export const getLanderMembers = (limit: number, signal?: AbortSignal) =>
  api.get('/api/lander-members.php', { query: { limit }, signal });

/** GET /api/lander-map.php: members in the visitor's country, by region. */
export const getLanderMap = (signal?: AbortSignal) => api.get('/api/lander-map.php', { signal });

/** GET /api/lander-member.php?id=: the member a member landing page features. */
export const getLanderMember = (id: number, signal?: AbortSignal) =>
  api.get('/api/lander-member.php', { query: { id }, signal });

/** GET /api/lander-copy.php?kind=: the site's own copy for a lander per locale (the server puts it in the page). */
export const getLanderCopy = (kind: LanderKindWithCopy, signal?: AbortSignal) =>
  api.get('/api/lander-copy.php', { query: { kind }, signal });
