import { withQueryClient } from '../app/query-client';
import { LikesPage } from '../features/likes/likes-page';

export default withQueryClient(LikesPage);
