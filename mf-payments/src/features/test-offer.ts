// Shared fixtures of this remote's component tests: an offer as GET /api/bundles.php answers it.
import type { CreditsOffer, DiscountCode } from '@dating/shared';

export const timeBonus: DiscountCode = {
  code: 'TIMEBONUS25',
  percentage: 25,
  value_percentage: 25,
  minimum: 0,
  minimum_order_value: 0,
  country: null,
  user_id: 7,
  expires: '2030-01-01T12:00:00.000Z',
  currency: null,
  status: 'active',
  validity: 'once-per-user',
  expired: false,
  paymentmethods: [],
};

export function testOffer(overrides: Partial<CreditsOffer> = {}): CreditsOffer {
  return {
    country: 'NL',
    currency: 'EUR',
    bundles: [
      {
        id: 11,
        credits: 100,
        amountCents: 2000,
        currency: 'EUR',
        popular: false,
        discountedAmountCents: 1500,
        pricePerCreditCents: 15,
      },
      {
        id: 12,
        credits: 250,
        amountCents: 4000,
        currency: 'EUR',
        popular: true,
        discountedAmountCents: 3000,
        pricePerCreditCents: 12,
      },
    ],
    discount: timeBonus,
    methods: [
      {
        id: 'ideal',
        issuers: [
          { id: 'ideal_INGBNL2A', name: 'ING' },
          { id: 'ideal_RABONL2U', name: 'Rabobank' },
        ],
        flow: 'hosted',
        logoUrl: '/payment-logos/ideal.svg',
      },
      { id: 'creditcard', issuers: [], flow: 'hosted', logoUrl: '/payment-logos/creditcard.svg' },
      {
        id: 'sepa_direct_debit',
        issuers: [],
        flow: 'direct_debit',
        logoUrl: '/payment-logos/sepa_direct_debit.svg',
      },
    ],
    member: { credits: 0, paidUser: false, creditsFrozen: false },
    ...overrides,
  };
}
