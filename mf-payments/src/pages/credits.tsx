import { withQueryClient } from '../app/query-client';
import { CreditsPage } from '../features/credits/credits-page';

export default withQueryClient(CreditsPage);
