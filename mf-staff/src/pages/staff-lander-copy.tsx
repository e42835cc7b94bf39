import { withQueryClient } from '../app/query-client';
import { LanderCopyPage } from '../features/lander-copy/lander-copy-page';

export default withQueryClient(LanderCopyPage);
