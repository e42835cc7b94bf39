import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent, LiveFrame } from '@dating/shared/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { LiveFanout, LiveGapListener, LiveListener, TopicListener } from './live-fanout';
import { isStored, storeLiveEvent, storeLiveEvents } from './live-event-store';

export type { LiveGapListener, LiveListener, TopicListener } from './live-fanout';

/** Called for each event after it was stored, before it is sent (web push listens here). */
export type LiveObserver = (userId: number, frame: LiveFrame) => void;

/** Delivers live events to the open tabs of a member, on this instance or (with Redis) on any other. */
export interface LiveHub {
  /**
   * Stores the event (unless it is typing or a session's end) and sends it to every open tab of the member.
   * Call it after your transaction committed. Never throws: a lost live event is refetched by polling.
   */
  publish(userId: number, event: LiveEvent): Promise<void>;
  /**
   * Like `publish` for each event in turn, with the stored ones written in one insert (one round trip instead
   * of one per event): the same ids in the same order, sent in the order given. Never throws.
   */
  publishAll(events: readonly { userId: number; event: LiveEvent }[]): Promise<void>;
  /**
   * For an event that must survive a crash between your commit and `publish`: stores it inside your
   * transaction (it commits or rolls back with your change); call `deliver` with the answer after the commit.
   * A tab that missed the delivery still gets it on its next resume.
   */
  stage(tx: DbOrTx, userId: number, event: LiveEvent): Promise<StagedLiveEvent>;
  /** Sends a staged event after its transaction committed. Never throws. */
  deliver(staged: StagedLiveEvent): Promise<void>;
  /** Listens to one member's events; returns the function that stops listening. */
  subscribe(userId: number, listener: LiveListener): () => void;
  /** Like subscribe, but resolves once events published from any instance reach the listener. */
  listen(userId: number, listener: LiveListener): Promise<() => void>;
  /** Sees every published event of every member (once, on the instance that published it). */
  observe(observer: LiveObserver): void;
  /** Told when events may have been lost on the way to this instance's listeners (Redis reconnected). */
  onGap(listener: LiveGapListener): void;
  /**
   * Sends a text to every listener of a topic, on every instance (staff sockets, which are no member's).
   * Nothing is stored: a listener that was away misses it. Never throws.
   */
  publishTopic(topic: string, message: string): Promise<void>;
  /** Listens to a topic; resolves once texts published from any instance reach the listener. */
  listenTopic(topic: string, listener: TopicListener): Promise<() => void>;
  close(): Promise<void>;
}

export interface StagedLiveEvent {
  userId: number;
  frame: LiveFrame;
}

export function createLiveHub(options: { db: Db; fanout: LiveFanout; log: FastifyBaseLogger }): LiveHub {
  const { db, fanout, log } = options;
  const observers: LiveObserver[] = [];
  const send = async (userId: number, frame: LiveFrame) => {
    for (const observer of observers) {
      try {
        observer(userId, frame);
      } catch (error) {
        log.warn({ err: error }, 'live observer failed');
      }
    }
    await fanout.send(userId, frame);
  };
  const publish = async (userId: number, event: LiveEvent) => {
    try {
      const id = isStored(event.type) ? await storeLiveEvent(db, userId, event) : null;
      await send(userId, { ...event, id } as LiveFrame);
    } catch (error) {
      log.warn({ err: error, userId, type: event.type }, 'live event not delivered');
    }
  };
  return {
    publish,
    async publishAll(events) {
      let ids: number[];
      try {
        ids = await storeLiveEvents(
          db,
          events.filter(({ event }) => isStored(event.type)),
        );
      } catch (error) {
        // As before the batch: each event on its own, so one that cannot be stored does not hold up the rest.
        log.warn({ err: error }, 'live events not stored together; publishing one by one');
        for (const { userId, event } of events) await publish(userId, event);
        return;
      }
      let next = 0;
      for (const { userId, event } of events) {
        const id = isStored(event.type) ? (ids[next++] ?? null) : null;
        try {
          await send(userId, { ...event, id } as LiveFrame);
        } catch (error) {
          log.warn({ err: error, userId, type: event.type }, 'live event not delivered');
        }
      }
    },
    async stage(tx, userId, event) {
      const id = isStored(event.type) ? await storeLiveEvent(tx, userId, event) : null;
      return { userId, frame: { ...event, id } as LiveFrame };
    },
    async deliver({ userId, frame }) {
      try {
        await send(userId, frame);
      } catch (error) {
        log.warn({ err: error, userId, type: frame.type }, 'live event not delivered');
      }
    },
    subscribe(userId, listener) {
      return fanout.subscribe(userId, listener).stop;
    },
    async listen(userId, listener) {
      const { stop, ready } = fanout.subscribe(userId, listener);
      await ready;
      return stop;
    },
    observe(observer) {
      observers.push(observer);
    },
    onGap: (listener) => fanout.onGap(listener),
    async publishTopic(topic, message) {
      try {
        await fanout.sendTopic(topic, message);
      } catch (error) {
        log.warn({ err: error, topic }, 'live topic message not delivered');
      }
    },
    async listenTopic(topic, listener) {
      const { stop, ready } = fanout.subscribeTopic(topic, listener);
      await ready;
      return stop;
    },
    close: () => fanout.close(),
  };
}
