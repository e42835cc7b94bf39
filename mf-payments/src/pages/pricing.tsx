import { withQueryClient } from '../app/query-client';
import { PricingPage } from '../features/pricing/pricing-page';

export default withQueryClient(PricingPage);
