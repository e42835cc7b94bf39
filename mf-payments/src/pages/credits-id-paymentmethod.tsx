import { withQueryClient } from '../app/query-client';
import { CheckoutPage } from '../features/checkout/checkout-page';

export default withQueryClient(CheckoutPage);
