// Rendered when this remote's React tree throws: the shell shows its translated error state with a
// retry for this area, so the remote renders nothing itself.
import { useEffect } from 'react';
import { getBus } from '@dating/shared';
import { REMOTE_NAME } from './remote-name';

export function RemoteCrash({ error }: { error: Error }) {
  useEffect(() => {
    getBus().publish('remote.error', { remote: REMOTE_NAME, error: `${error.name}: ${error.message}` });
  }, [error]);
  return null;
}
