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
  let area = areas.get(remote);
  if (!area) {
    const container = document.createElement('div');
    container.dataset.mfArea = REMOTES[remote];
    container.hidden = true;
    const errorSlot = document.createElement('div');
    const host = document.createElement('div');
    container.append(errorSlot, host);
    slotElement('mf-area').append(container);
    area = { container, errorSlot, host };
    areas.set(remote, area);
  }
  return area;
}
