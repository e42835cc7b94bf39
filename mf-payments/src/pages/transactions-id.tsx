import { withQueryClient } from '../app/query-client';
import { TransactionsPage } from '../features/transactions/transactions-page';

export default withQueryClient(TransactionsPage);
