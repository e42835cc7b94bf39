import { withQueryClient } from '../app/query-client';
import { MemberProfilePage } from '../features/member-profile/member-profile-page';

export default withQueryClient(MemberProfilePage);
