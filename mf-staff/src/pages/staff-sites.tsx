import { withQueryClient } from '../app/query-client';
import { SitesPage } from '../features/sites/sites-page';

export default withQueryClient(SitesPage);
