// The suggestions as single-spa parcel lifecycles, for the shell's member home (exposed as `./match-suggestions`),
// in this remote's query store (a second visit to the home shows them at once, refreshing behind).
import { createWidget } from '../../app/app';
import { QueryStore } from '../../app/query-client';
import { MatchSuggestions } from './match-suggestions';

function MatchSuggestionsInStore() {
  return (
    <QueryStore>
      <MatchSuggestions />
    </QueryStore>
  );
}

export const { bootstrap, mount, unmount, update } = createWidget(MatchSuggestionsInStore);
