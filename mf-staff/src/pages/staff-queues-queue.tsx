import { withQueryClient } from '../app/query-client';
import { QueuePage } from '../features/queues/queue-page';

export default withQueryClient(QueuePage);
