// React access to the bus: react to events, or read a state topic and re-render when it changes.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { BusEventType, BusPayload, BusStateTopic } from '../contract/bus-events';
import { getBus } from './get-bus';

/** Calls `handler` for each event of `type` while the component is mounted; the latest handler is used. */
export function useBusEvent<T extends BusEventType>(
  type: T,
  handler: (payload: BusPayload<T>) => void,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const subscription = getBus()
      .on(type)
      .subscribe((payload) => handlerRef.current(payload));
    return () => subscription.unsubscribe();
  }, [type]);
}

/** The latest payload of a state topic (undefined until first published); re-renders on each publish. */
export function useBusState<T extends BusStateTopic>(type: T): BusPayload<T> | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = getBus().on(type).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [type],
  );
  const getSnapshot = useCallback(() => getBus().getState(type), [type]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** A stable `publish` for event handlers. */
export function usePublish() {
  return useCallback(
    <T extends BusEventType>(type: T, payload: BusPayload<T>) => getBus().publish(type, payload),
    [],
  );
}
