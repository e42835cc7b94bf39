// The suggestions as single-spa parcel lifecycles, for the shell's member home (exposed as `./match-suggestions`).
import { createWidget } from '../../app/app';
import { MatchSuggestions } from './match-suggestions';

export const { bootstrap, mount, unmount, update } = createWidget(MatchSuggestions);
