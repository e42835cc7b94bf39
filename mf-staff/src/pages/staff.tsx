import { withQueryClient } from '../app/query-client';
import { DashboardPage } from '../features/dashboard/dashboard-page';

export default withQueryClient(DashboardPage);
