import { withQueryClient } from '../app/query-client';
import { LanderKindPage } from '../features/lander-kinds/lander-kind-page';

export default withQueryClient(LanderKindPage);
