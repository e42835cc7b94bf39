// The unread indicator as single-spa parcel lifecycles, for the shell's header (exposed as `./unread-indicator`).
import { createWidget } from '../../app/app';
import { UnreadIndicator } from './unread-indicator';

export const { bootstrap, mount, unmount, update } = createWidget(UnreadIndicator);
