import { withQueryClient } from '../app/query-client';
import { SiteEditPage } from '../features/sites/site-edit-page';

export default withQueryClient(SiteEditPage);
