// Each remote gets one container inside #mf-area, created once and then only shown or hidden: the area
// itself is never re-created, so layout changes never destroy a mounted remote.
import { slotElement } from '../app/slot-element';
import { REMOTES, type RemoteName } from './remote-names';

export interface RemoteArea {
  /** Shown while the remote's route is active. */
  container: HTMLElement;
  /** Where the shell renders the error state for this remote. */
  errorSlot: HTMLElement;
  /** Where the remote renders. */
  host: HTMLElement;
}

const areas = new Map<RemoteName, RemoteArea>();

export function remoteArea(remote: RemoteName): RemoteArea {
  let area = areas.get(remote) ?? serverArea(remote);
  if (!area) {
    const container = document.createElement('div');
    container.dataset.mfArea = REMOTES[remote];
    container.hidden = true;
    const errorSlot = document.createElement('div');
    const host = document.createElement('div');
    container.append(errorSlot, host);
    slotElement('mf-area').append(container);
    area = { container, errorSlot, host };
  }
  areas.set(remote, area);
  return area;
}

/**
 * The area the server wrote with the page it rendered (api/src/frontend/server-rendered-area.ts), in the same
 * shape: it stays on screen, and the remote hydrates its host.
 */
function serverArea(remote: RemoteName): RemoteArea | undefined {
  const container = slotElement('mf-area').querySelector<HTMLElement>(
    `:scope > [data-mf-area="${REMOTES[remote]}"]`,
  );
  const [errorSlot, host] = container ? Array.from(container.children) : [];
  if (!container || !(errorSlot instanceof HTMLElement) || !(host instanceof HTMLElement)) return undefined;
  return { container, errorSlot, host };
}
