import { withQueryClient } from '../app/query-client';
import { MemberFilePage } from '../features/members/member-file-page';

export default withQueryClient(MemberFilePage);
