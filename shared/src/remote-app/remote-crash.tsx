// Rendered when a remote's React tree throws: the shell shows its translated error state with a retry for
// that area, so the remote renders nothing itself.
import { useEffect } from 'react';
import { getBus } from '@dating/shared';

export function RemoteCrash({ remote, error }: { remote: string; error: Error }) {
  useEffect(() => {
    getBus().publish('remote.error', { remote, error: `${error.name}: ${error.message}` });
  }, [remote, error]);
  return null;
}
