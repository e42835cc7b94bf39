// The typed RxJS event bus: fire-and-forget events, and state topics that replay their latest value.
// The three classes by their own modules, not the package index: `rxjs` is a shared singleton, and a
// shared module is provided whole (all of rxjs, ~17 KB gzip on every page) because the build cannot know
// what other remotes will use of it. These modules are bundled tree-shaken into @dating/shared, itself a
// singleton, so the page still has exactly one bus.
import { Observable } from 'rxjs/internal/Observable';
import { ReplaySubject } from 'rxjs/internal/ReplaySubject';
import { Subject } from 'rxjs/internal/Subject';
import {
  type BusEventType,
  type BusPayload,
  type BusStateTopic,
  isBusStateTopic,
} from '../contract/bus-events';

export interface Bus {
  /** Sends an event to every current subscriber (and, for a state topic, to every later one). */
  publish<T extends BusEventType>(type: T, payload: BusPayload<T>): void;
  /** The stream of one event type; a state topic starts with its latest value when there is one. */
  on<T extends BusEventType>(type: T): Observable<BusPayload<T>>;
  /**
   * A live event by name (`live.<type>` on the bus), also one this build's contract does not list: the
   * shell passes every event on, so a payload arrives unchecked and the listener validates its shape.
   */
  onLive(type: string): Observable<unknown>;
  /** The latest value of a state topic, or undefined before its first publish. */
  getState<T extends BusStateTopic>(type: T): BusPayload<T> | undefined;
  /** Subscribes to every event (for logging and devtools). */
  onAny(): Observable<BusEnvelope>;
}

export interface BusEnvelope<T extends BusEventType = BusEventType> {
  type: T;
  payload: BusPayload<T>;
}

export function createBus(): Bus {
  const subjects = new Map<BusEventType, Subject<unknown>>();
  const latest = new Map<BusStateTopic, unknown>();
  const all = new Subject<BusEnvelope>();

  const subjectOf = (type: BusEventType): Subject<unknown> => {
    let subject = subjects.get(type);
    if (!subject) {
      subject = isBusStateTopic(type) ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(type, subject);
    }
    return subject;
  };

  return {
    publish(type, payload) {
      if (isBusStateTopic(type)) latest.set(type, payload);
      subjectOf(type).next(payload);
      all.next({ type, payload } as BusEnvelope);
    },
    on<T extends BusEventType>(type: T) {
      return subjectOf(type).asObservable() as Observable<BusPayload<T>>;
    },
    onLive(type: string) {
      return subjectOf(`live.${type}` as BusEventType).asObservable();
    },
    getState<T extends BusStateTopic>(type: T) {
      return latest.get(type) as BusPayload<T> | undefined;
    },
    onAny() {
      return all.asObservable();
    },
  };
}
