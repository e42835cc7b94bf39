// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { IntlShape } from 'react-intl';
import type { PaymentMethod } from '@dating/shared';

/**
 * Brand names are written as the brands write them; the generic methods are named in the member's language.
 * The ids are spelled out so the i18n check sees each one in use.
 */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  satispay: 'Satispay',
  vipps: 'Vipps',
  carte_bancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'SOFORT',
  eps: 'EPS',
};

export function methodName(intl: IntlShape, method: PaymentMethod): string {
  switch (method) {
    case 'creditcard':
      return intl.formatMessage({ id: 'payments.checkout.method.creditcard' });
    case 'wire_transfer':
      return intl.formatMessage({ id: 'payments.checkout.method.wireTransfer' });
    case 'sepa_direct_debit':
      return intl.formatMessage({ id: 'payments.checkout.method.directDebit' });
    default:
      return BRANDS[method] ?? method;
  }
}
