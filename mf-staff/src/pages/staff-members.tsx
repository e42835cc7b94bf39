import { withQueryClient } from '../app/query-client';
import { MemberSearchPage } from '../features/members/member-search-page';

export default withQueryClient(MemberSearchPage);
