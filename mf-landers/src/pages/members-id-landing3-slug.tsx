import { withQueryClient } from '../app/query-client';
import { MemberLandingPage } from '../features/member-landing/member-landing-page';

export default withQueryClient(MemberLandingPage);
