import { withQueryClient } from '../app/query-client';
import { SearchPage } from '../features/members-search/search-page';

export default withQueryClient(SearchPage);
