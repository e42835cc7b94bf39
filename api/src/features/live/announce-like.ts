// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyInstance } from 'fastify';

/**
 * Tells the members' open tabs about a new like, after it committed: the liked member gets `like.received`,
 * or `match.made` when it made the like mutual (then the liker's other tabs get `match.made` too).
 */
export function announceLike(
  app: FastifyInstance,
  like: { fromId: number; toId: number; created: boolean; match: boolean },
): void {
  if (!like.created) return;
  if (!like.match) {
    void app.live.publish(like.toId, { type: 'like.received', payload: { profileId: like.fromId } });
    return;
  }
  void app.live.publish(like.toId, { type: 'match.made', payload: { profileId: like.fromId } });
  void app.live.publish(like.fromId, { type: 'match.made', payload: { profileId: like.toId } });
}
