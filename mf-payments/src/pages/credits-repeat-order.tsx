import { withQueryClient } from '../app/query-client';
import { RepeatOrderPage } from '../features/repeat-order/repeat-order-page';

export default withQueryClient(RepeatOrderPage);
