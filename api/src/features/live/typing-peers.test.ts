import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TypingPeers, type TypingPeerSource } from './typing-peers';

const limits = { maxEntries: 8, ttlMs: 60_000, preload: 4 };

/** A source whose reads the test answers by hand, to put a revocation in the middle of one. */
function manualSource(peers: Map<number, number>) {
  const reads: { conversationId: number; answer: () => void }[] = [];
  const source: TypingPeerSource = {
    peerOf(conversationId) {
      return new Promise((resolve) => {
        reads.push({ conversationId, answer: () => resolve(peers.get(conversationId) ?? null) });
      });
    },
    recentPeers: async () => [],
  };
  return { source, reads };
}

function instantSource(peers: Map<number, number>): TypingPeerSource & { count: number } {
  const source = {
    count: 0,
    async peerOf(conversationId: number) {
      source.count++;
      return peers.get(conversationId) ?? null;
    },
    async recentPeers(limit: number) {
      source.count++;
      return [...peers]
        .slice(0, limit)
        .map(([conversationId, otherUserId]) => ({ conversationId, otherUserId }));
    },
  };
  return source;
}

test('a yes is read once and then known; a no is asked again', async () => {
  const source = instantSource(new Map([[10, 2]]));
  const peers = new TypingPeers(source, limits);
  peers.startKeeping();
  assert.equal(peers.known(10), undefined);
  assert.equal(await peers.lookUp(10), 2);
  assert.equal(peers.known(10), 2);
  assert.equal(await peers.lookUp(11), null);
  assert.equal(await peers.lookUp(11), null);
  assert.equal(source.count, 3);
});

test('preload knows the most recent conversations without a read per frame', async () => {
  const source = instantSource(
    new Map([
      [10, 2],
      [11, 3],
    ]),
  );
  const peers = new TypingPeers(source, limits);
  peers.startKeeping();
  await peers.preload();
  assert.equal(peers.known(10), 2);
  assert.equal(peers.known(11), 3);
  assert.equal(source.count, 1);
});

test('forget drops the conversation; forgetAll drops everything', async () => {
  const source = instantSource(
    new Map([
      [10, 2],
      [11, 3],
    ]),
  );
  const peers = new TypingPeers(source, limits);
  peers.startKeeping();
  await peers.preload();
  peers.forget(10);
  assert.equal(peers.known(10), undefined);
  assert.equal(peers.known(11), 3);
  peers.forgetAll();
  assert.equal(peers.known(11), undefined);
});

test('a read under way when a revocation comes is neither kept nor used', async () => {
  const { source, reads } = manualSource(new Map([[10, 2]]));
  const peers = new TypingPeers(source, limits);
  peers.startKeeping();
  const answer = peers.lookUp(10);
  // The database answered before the block committed; the revocation overtakes the answer.
  peers.forget(10);
  reads[0]!.answer();
  assert.equal(await answer, null);
  assert.equal(peers.known(10), undefined);
});

test('a preload under way when a revocation comes keeps nothing', async () => {
  let release: () => void = () => {};
  const source: TypingPeerSource = {
    peerOf: async () => null,
    recentPeers: () =>
      new Promise((resolve) => {
        release = () => resolve([{ conversationId: 10, otherUserId: 2 }]);
      }),
  };
  const peers = new TypingPeers(source, limits);
  peers.startKeeping();
  const loading = peers.preload();
  peers.forgetAll();
  release();
  await loading;
  assert.equal(peers.known(10), undefined);
});

test('before the channel is subscribed an answer is used once, not kept', async () => {
  const source = instantSource(new Map([[10, 2]]));
  const peers = new TypingPeers(source, limits);
  assert.equal(await peers.lookUp(10), 2);
  assert.equal(peers.known(10), undefined);
  await peers.preload();
  assert.equal(source.count, 1);
});
