import { withQueryClient } from '../app/query-client';
import { RemotesPage } from '../features/remotes/remotes-page';

export default withQueryClient(RemotesPage);
