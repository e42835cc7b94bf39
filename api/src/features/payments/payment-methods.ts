// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { PaymentMethod } from '@dating/shared/contract';

/** Methods every country can pay with. */
const EVERYWHERE: readonly PaymentMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'paypal',
  'applepay',
  'paysafecard',
];

/** Countries that take SEPA euro payments (direct debit and bank transfer). */
const SEPA = new Set(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT', 'LU']);

/** Local methods first: they are what members of that country look for (spec section 1 names all 24). */
const LOCAL: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  DE: ['sofort', 'giropay'],
  AT: ['eps', 'sofort'],
  CH: ['twint'],
  PL: ['blik', 'przelewy24'],
  DK: ['mobilepay', 'dankort'],
  FI: ['mobilepay'],
  NO: ['vipps'],
  SE: ['swish'],
  FR: ['carte_bancaire'],
  IT: ['satispay', 'nexi'],
};

/** The methods a member in `country` may choose, in the order the page shows them. */
export function methodsForCountry(country: string): PaymentMethod[] {
  const code = country.toUpperCase();
  const sepa: PaymentMethod[] = SEPA.has(code) ? ['sepa_direct_debit', 'wire_transfer'] : [];
  return [...(LOCAL[code] ?? []), ...EVERYWHERE, ...sepa];
}

/**
 * Methods this flow hands to a provider's hosted checkout. SEPA direct debit has its own page (/directdebit,
 * the mandate and SMS code), so it is listed but started there.
 */
export const usesHostedCheckout = (method: PaymentMethod): boolean => method !== 'sepa_direct_debit';

export interface Issuer {
  id: string;
  name: string;
}

/** Banks to pick before the checkout, for the methods that ask for one (ids as Mollie names them). */
export const ISSUERS: Partial<Record<PaymentMethod, readonly Issuer[]>> = {
  ideal: [
    { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
    { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
    { id: 'ideal_BUNQNL2A', name: 'bunq' },
    { id: 'ideal_INGBNL2A', name: 'ING' },
    { id: 'ideal_KNABNL2H', name: 'Knab' },
    { id: 'ideal_RABONL2U', name: 'Rabobank' },
    { id: 'ideal_RBRBNL21', name: 'RegioBank' },
    { id: 'ideal_REVOLT21', name: 'Revolut' },
    { id: 'ideal_SNSBNL2A', name: 'SNS' },
    { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
  ],
  przelewy24: [
    { id: 'p24_pko', name: 'PKO Bank Polski' },
    { id: 'p24_mbank', name: 'mBank' },
    { id: 'p24_pekao', name: 'Bank Pekao' },
    { id: 'p24_ing', name: 'ING Bank Śląski' },
    { id: 'p24_santander', name: 'Santander Bank Polska' },
    { id: 'p24_millennium', name: 'Bank Millennium' },
    { id: 'p24_alior', name: 'Alior Bank' },
  ],
  eps: [
    { id: 'eps_erste', name: 'Erste Bank und Sparkassen' },
    { id: 'eps_raiffeisen', name: 'Raiffeisen Bankengruppe' },
    { id: 'eps_bawag', name: 'BAWAG P.S.K.' },
    { id: 'eps_bankaustria', name: 'Bank Austria' },
    { id: 'eps_volksbank', name: 'Volksbank' },
    { id: 'eps_hypo', name: 'HYPO Landesbanken' },
  ],
};

export function issuersFor(method: PaymentMethod): readonly Issuer[] {
  return ISSUERS[method] ?? [];
}
