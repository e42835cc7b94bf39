import { withQueryClient } from '../app/query-client';
import { DeleteAccountPage } from '../features/account-deletion/delete-account-page';

export default withQueryClient(DeleteAccountPage);
