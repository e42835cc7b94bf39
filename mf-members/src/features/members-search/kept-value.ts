import { useSyncExternalStore } from 'react';

type Update<T> = T | ((current: T) => T);

/**
 * A value held by this remote's module, so it outlives the page that shows it: coming back to the page
 * finds it as it was left. It belongs to mf-members alone; a page-wide store (jotai's default store, which
 * every remote shared through the federation singleton) would let any remote read and overwrite it.
 */
export interface KeptValue<T> {
  get(): T;
  set(update: Update<T>): void;
  subscribe(listener: () => void): () => void;
}

export function keptValue<T>(initial: T): KeptValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(update) {
      const next = typeof update === 'function' ? (update as (current: T) => T)(value) : update;
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `[value, set]` of a kept value; the component renders again when it changes. */
export function useKeptValue<T>(kept: KeptValue<T>): [T, (update: Update<T>) => void] {
  return [useSyncExternalStore(kept.subscribe, kept.get, kept.get), kept.set];
}
