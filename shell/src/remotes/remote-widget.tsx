// Mounts a small widget a remote exposes (single-spa parcel) into a spot of the shell's layout. A widget
// that fails to load leaves its spot empty: the layout around it keeps working.
import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { remotesReady } from '../app/remotes-ready';
import { loadRemoteModule } from './federation';
import { REMOTES, type RemoteName } from './remote-names';

export function RemoteWidget({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const host = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    remotesReady.promise
      .then(() => loadRemoteModule<ParcelConfig>(remote, exposed))
      .then((config) => {
        if (cancelled || !host.current) return;
        parcel = mountRootParcel(config, { domElement: host.current });
        return parcel.mountPromise;
      })
      .catch((error: unknown) => console.warn(`The ${remote} widget ${exposed} is unavailable`, error));
    return () => {
      cancelled = true;
      const mounted = parcel;
      if (mounted) void mounted.mountPromise.then(() => mounted.unmount()).catch(() => {});
    };
  }, [remote, exposed]);

  return <span ref={host} data-widget-host={`${REMOTES[remote]}/${exposed}`} />;
}
