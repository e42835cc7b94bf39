import { withQueryClient } from '../app/query-client';
import { NotificationsPage } from '../features/notifications/notifications-page';

export default withQueryClient(NotificationsPage);
