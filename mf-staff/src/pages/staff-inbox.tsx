import { withQueryClient } from '../app/query-client';
import { InboxPage } from '../features/inbox/inbox-page';

export default withQueryClient(InboxPage);
