// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
import { type ComponentType, lazy } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { CreditsPage } from '../features/credits/credits-page';
import { PremiumPage } from '../features/premium/premium-page';
import { PricingPage } from '../features/pricing/pricing-page';
import { RepeatOrderPage } from '../features/repeat-order/repeat-order-page';
import { TransactionsPage } from '../features/transactions/transactions-page';
import { withQueryClient } from './query-client';

export interface PageProps {
  route: RouteMatch;
}

// Its own chunk: the IBAN and phone number checks (ibantools, libphonenumber-js) load only on /directdebit.
const DirectDebitPage = lazy(() =>
  import('../features/direct-debit/direct-debit-page').then((module) => ({
    default: module.DirectDebitPage,
  })),
);

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  credits: withQueryClient(CreditsPage),
  'credits-repeat-order': withQueryClient(RepeatOrderPage),
  'credits-id-paymentmethod': withQueryClient(CheckoutPage),
  directdebit: withQueryClient(DirectDebitPage),
  premium: PremiumPage,
  pricing: withQueryClient(PricingPage),
  'transactions-id': withQueryClient(TransactionsPage),
};
