// Which remote areas currently show the error state, for the shell's React root to render.
import type { RemoteName } from './remote-names';

export interface RemoteFailure {
  remote: RemoteName;
  error: string;
  retry: () => void;
}

type Failures = ReadonlyMap<RemoteName, RemoteFailure>;

let failures: Failures = new Map();
const listeners = new Set<() => void>();

function emit(next: Failures) {
  failures = next;
  for (const listener of listeners) listener();
}

export const remoteFailures = {
  set(failure: RemoteFailure) {
    emit(new Map(failures).set(failure.remote, failure));
  },
  clear(remote: RemoteName) {
    if (!failures.has(remote)) return;
    const next = new Map(failures);
    next.delete(remote);
    emit(next);
  },
  get(remote: RemoteName): RemoteFailure | undefined {
    return failures.get(remote);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): Failures {
    return failures;
  },
};
