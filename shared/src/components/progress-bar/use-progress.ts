// Reports work to the page's progress bar over the bus, so any app's loading shows in the shell's one bar.
import { useMemo } from 'react';
import { getBus } from '../../bus/get-bus';

const prefix = Math.random().toString(36).slice(2, 8);
let counter = 0;

/** Starts showing progress; call the returned function once the work ends (calling it again does nothing). */
export function startProgress(): () => void {
  const id = `${prefix}-${++counter}`;
  getBus().publish('progress.start', { id });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    getBus().publish('progress.done', { id });
  };
}

/** Shows progress while `promise` is pending, and passes its result or error through. */
export function trackProgress<T>(promise: Promise<T>): Promise<T> {
  const done = startProgress();
  return promise.finally(done);
}

export function useProgress(): { start: typeof startProgress; track: typeof trackProgress } {
  return useMemo(() => ({ start: startProgress, track: trackProgress }), []);
}
