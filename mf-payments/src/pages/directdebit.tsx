import { withQueryClient } from '../app/query-client';
import { DirectDebitPage } from '../features/direct-debit/direct-debit-page';

export default withQueryClient(DirectDebitPage);
