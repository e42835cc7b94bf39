import type { FastifyBaseLogger } from 'fastify';
import { openRedis } from '../../plugins/redis-connection';
import type { LiveFrame } from '@dating/shared/contract';

export type LiveListener = (frame: LiveFrame) => void;
/** Told that frames may have been lost on the way (see `LiveFanout.onGap`). */
export type LiveGapListener = () => void;
/** Hears the text messages of a topic (a channel that is not one member's, e.g. the staff inbox's). */
export type TopicListener = (message: string) => void;

/** Carries frames to the sockets of a member, wherever they are connected. */
export interface LiveFanout {
  send(userId: number, frame: LiveFrame): Promise<void>;
  /** `ready` settles once frames sent from any instance reach the listener; `stop` ends listening. */
  subscribe(userId: number, listener: LiveListener): { stop: () => void; ready: Promise<void> };
  /**
   * Called when frames may have been lost (the connection to Redis dropped, and again once the channels are
   * subscribed anew): whatever a listener concluded from the frames it saw may be out of date.
   */
  onGap(listener: LiveGapListener): void;
  /** Sends a text to the listeners of a topic on every instance. */
  sendTopic(topic: string, message: string): Promise<void>;
  /** Like `subscribe`, for a topic. */
  subscribeTopic(topic: string, listener: TopicListener): { stop: () => void; ready: Promise<void> };
  close(): Promise<void>;
}

/**
 * This instance's listeners by key (a member's sockets, a topic's listeners); the key's channel stays
 * subscribed while it has one. A listener that throws must not keep the message from the others (a member's
 * other tabs).
 */
class ListenerSets<Key, Message> {
  private readonly byKey = new Map<Key, Set<(message: Message) => void>>();

  /** `first`: the key had no listener here before; `remove()` answers whether it took the last one. */
  add(key: Key, listener: (message: Message) => void): { first: boolean; remove: () => boolean } {
    let set = this.byKey.get(key);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byKey.set(key, set);
    }
    set.add(listener);
    const own = set;
    return {
      first,
      remove: () => {
        own.delete(listener);
        if (own.size > 0 || this.byKey.get(key) !== own) return false;
        this.byKey.delete(key);
        return true;
      },
    };
  }

  deliver(key: Key, message: Message): void {
    for (const listener of this.byKey.get(key) ?? []) {
      try {
        listener(message);
      } catch {
        // One broken listener must not keep the message from the others.
      }
    }
  }

  clear(): void {
    this.byKey.clear();
  }
}

export function createInProcessFanout(): LiveFanout {
  const local = new ListenerSets<number, LiveFrame>();
  const topics = new ListenerSets<string, string>();
  return {
    async send(userId, frame) {
      local.deliver(userId, frame);
    },
    subscribe(userId, listener) {
      return { stop: local.add(userId, listener).remove, ready: Promise.resolve() };
    },
    onGap() {
      // In process nothing is lost on the way.
    },
    async sendTopic(topic, message) {
      topics.deliver(topic, message);
    },
    subscribeTopic(topic, listener) {
      return { stop: topics.add(topic, listener).remove, ready: Promise.resolve() };
    },
    async close() {
      local.clear();
      topics.clear();
    },
  };
}

/**
 * Fan-out over Redis pub/sub: one channel per member, which an instance subscribes to while that member has a
 * socket on it, so a frame reaches only the instances that need it. Every frame goes through Redis, also for
 * members on this instance: one path keeps a member's frames in publish order.
 */
export function createRedisFanout(
  redisUrl: string,
  log: FastifyBaseLogger,
  /** The deployment's (config `redisKeyPrefix`): another deployment's member 7 is not ours. */
  keyPrefix = 'dating-',
): LiveFanout {
  const channelPrefix = `${keyPrefix}live:`;
  // Not a prefix of channelPrefix's channels, nor they of it: a topic is never read as a member id.
  const topicPrefix = `${keyPrefix}live-topic:`;
  const local = new ListenerSets<number, LiveFrame>();
  const topics = new ListenerSets<string, string>();
  const subscribing = new Map<number, Promise<void>>();
  const subscribingTopics = new Map<string, Promise<void>>();
  const publisher = openRedis(redisUrl, 'commands', 'live-pub', log);
  const subscriber = openRedis(redisUrl, 'subscriber', 'live-sub', log);

  const gapListeners: LiveGapListener[] = [];
  const gap = () => {
    for (const listener of gapListeners) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error }, 'live fan-out: gap listener failed');
      }
    }
  };
  // Frames published while the subscriber is away are not kept for it. ioredis sends the re-subscriptions
  // before 'ready'; a ping answered after them means they are in place, and from then on nothing is missed.
  subscriber.on('close', gap);
  subscriber.on('ready', () => {
    subscriber.ping().then(gap, () => {
      // The connection dropped again: its 'close' reports the gap.
    });
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(topicPrefix)) {
      topics.deliver(channel.slice(topicPrefix.length), message);
      return;
    }
    const userId = Number(channel.slice(channelPrefix.length));
    let frame: LiveFrame;
    try {
      frame = JSON.parse(message) as LiveFrame;
    } catch {
      return;
    }
    local.deliver(userId, frame);
  });

  return {
    async send(userId, frame) {
      await publisher.publish(channelPrefix + userId, JSON.stringify(frame));
    },
    subscribe(userId, listener) {
      const { first, remove } = local.add(userId, listener);
      // ioredis queues the command until connected and re-subscribes after a reconnect by itself.
      if (first)
        subscribing.set(
          userId,
          subscriber.subscribe(channelPrefix + userId).then(
            () => undefined,
            (error: unknown) => log.warn({ err: error, userId }, 'live fan-out: subscribe failed'),
          ),
        );
      const stop = () => {
        if (!remove()) return;
        subscribing.delete(userId);
        subscriber.unsubscribe(channelPrefix + userId).catch(() => {
          // Closing anyway: a channel left subscribed only costs a few ignored frames.
        });
      };
      return { stop, ready: subscribing.get(userId) ?? Promise.resolve() };
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    async sendTopic(topic, message) {
      await publisher.publish(topicPrefix + topic, message);
    },
    subscribeTopic(topic, listener) {
      const { first, remove } = topics.add(topic, listener);
      if (first)
        subscribingTopics.set(
          topic,
          subscriber.subscribe(topicPrefix + topic).then(
            () => undefined,
            (error: unknown) => log.warn({ err: error, topic }, 'live fan-out: subscribe failed'),
          ),
        );
      const stop = () => {
        if (!remove()) return;
        subscribingTopics.delete(topic);
        subscriber.unsubscribe(topicPrefix + topic).catch(() => {
          // Closing anyway: a channel left subscribed only costs a few ignored messages.
        });
      };
      return { stop, ready: subscribingTopics.get(topic) ?? Promise.resolve() };
    },
    async close() {
      local.clear();
      topics.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
