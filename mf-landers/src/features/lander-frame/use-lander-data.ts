import { useCallback, useEffect, useRef, useState } from 'react';

export type LanderData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/** Loads a lander's data once per key, aborting when the page goes; `retry` after a failure. */
export function useLanderData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LanderData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ request: string; value: LanderData<T> } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const request = `${key}#${attempt}`;
  // The caller passes a new function each render; the key says when the data to load changes.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ request, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ request, value: { status: 'error', error, retry } });
      },
    );
    return () => controller.abort();
  }, [request, retry]);

  // An answer for an earlier key or attempt is not this one's: loading until this one's arrives.
  return result?.request === request ? result.value : LOADING;
}
