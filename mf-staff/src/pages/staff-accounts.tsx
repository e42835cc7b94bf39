import { withQueryClient } from '../app/query-client';
import { AccountsPage } from '../features/accounts/accounts-page';

export default withQueryClient(AccountsPage);
