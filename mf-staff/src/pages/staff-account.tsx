import { withQueryClient } from '../app/query-client';
import { OwnAccountPage } from '../features/own-account/own-account-page';

export default withQueryClient(OwnAccountPage);
