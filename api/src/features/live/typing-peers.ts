import { BoundedCache } from './bounded-cache';

export interface TypingPeersLimits {
  /** Conversations remembered per socket (the least recently typed in go first). */
  maxEntries: number;
  /** How long an answer is trusted without news; bounds the harm if a revocation never arrived. */
  ttlMs: number;
  /** Conversations loaded when the socket opens, so the first typing frame waits for no database read. */
  preload: number;
}

/** Where the answers come from: `typingPeer` and `recentTypingPeers` for the socket's member. */
export interface TypingPeerSource {
  peerOf(conversationId: number): Promise<number | null>;
  recentPeers(limit: number): Promise<{ conversationId: number; otherUserId: number }[]>;
}

/**
 * One socket's answers to "who is the other member of conversation c, and may typing pass between us?",
 * the rule of `typingPeer`, so that relaying a typing frame reads the database once per conversation instead
 * of once per frame. The socket uses it both ways: to route its member's typing, and to accept typing for
 * its member only from that peer.
 *
 * A yes can become a no only when the conversation goes (a block deletes it in the same transaction). The
 * instance that does that publishes `conversation.closed` to both members before it answers, and every
 * frame to a member comes through one ordered path, so a socket sees that event before any typing frame
 * sent after it and calls `forget` then. A database read that was under way when a `forget` came may hold
 * the old answer: it is neither kept nor used.
 */
export class TypingPeers {
  private readonly peers: BoundedCache<number, number>;
  /** Bumped by every forget: a read started under an older generation may predate the revocation. */
  private generation = 0;
  /** Whether revocations reach this object yet (the socket's channel is subscribed). */
  private listening = false;

  constructor(
    private readonly source: TypingPeerSource,
    private readonly limits: TypingPeersLimits,
  ) {
    this.peers = new BoundedCache(limits.maxEntries, limits.ttlMs);
  }

  /**
   * Call once the socket's channel is subscribed: from then on a revocation reaches `forget`, so answers
   * read from now on may be kept. Before, they are used once and not kept.
   */
  startKeeping(): void {
    this.listening = true;
  }

  /** The peer when known; undefined when `lookUp` must ask the database. */
  known(conversationId: number): number | undefined {
    return this.peers.get(conversationId);
  }

  /** Asks the database; null when typing may not pass (or the answer was overtaken by a revocation). */
  async lookUp(conversationId: number): Promise<number | null> {
    const generation = this.generation;
    const keep = this.listening;
    const peer = await this.source.peerOf(conversationId);
    if (generation !== this.generation) return null;
    if (peer !== null && keep) this.peers.set(conversationId, peer);
    return peer;
  }

  /** Loads the member's most recent conversations (after `startKeeping`). */
  async preload(): Promise<void> {
    if (!this.listening) return;
    const generation = this.generation;
    const rows = await this.source.recentPeers(this.limits.preload);
    if (generation !== this.generation) return;
    // Least recent first, so that the most recent end up the last to be evicted.
    for (const row of rows.reverse()) this.peers.set(row.conversationId, row.otherUserId);
  }

  /** The conversation was closed (deleted, blocked, hidden): ask again next time. */
  forget(conversationId: number): void {
    this.peers.delete(conversationId);
    this.generation++;
  }

  /** Events may have been lost on the way (the fan-out reconnected): nothing known is trusted any more. */
  forgetAll(): void {
    this.peers.clear();
    this.generation++;
  }
}
