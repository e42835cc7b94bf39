import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { remoteArea } from '../../remotes/remote-area';
import { remoteFailures } from '../../remotes/remote-failures';
import { REMOTES } from '../../remotes/remote-names';
import { RemoteErrorState } from './remote-error-state';

/** Renders the error state of every failed remote into that remote's own area. */
export function RemoteErrorStates() {
  const failures = useSyncExternalStore(remoteFailures.subscribe, remoteFailures.snapshot);
  return (
    <>
      {[...failures.values()].map((failure) =>
        createPortal(
          <RemoteErrorState remote={REMOTES[failure.remote]} onRetry={failure.retry} />,
          remoteArea(failure.remote).errorSlot,
          failure.remote,
        ),
      )}
    </>
  );
}
