import { withQueryClient } from '../app/query-client';
import { FunnelPage } from '../features/funnel/funnel-page';

export default withQueryClient(FunnelPage);
