import { withQueryClient } from '../app/query-client';
import { OwnProfilePage } from '../features/own-profile/own-profile-page';

export default withQueryClient(OwnProfilePage);
