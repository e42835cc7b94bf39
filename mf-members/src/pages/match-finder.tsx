import { withQueryClient } from '../app/query-client';
import { MatchFinderPage } from '../features/match-finder/match-finder-page';

export default withQueryClient(MatchFinderPage);
