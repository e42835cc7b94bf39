// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { IntlShape } from 'react-intl';
import type { PaymentMethod } from '@dating/shared/contract';

/**
 * Brand names as the brands write them (not translated); the three generic methods are named in the staff
 * member's language. A method the contract adds fails to compile here until it has a name.
 */
const METHOD_NAMES: Record<PaymentMethod, string | { id: string }> = {
  creditcard: { id: 'staff.methods.creditcard' },
  wire_transfer: { id: 'staff.methods.wireTransfer' },
  sepa_direct_debit: { id: 'staff.methods.sepaDirectDebit' },
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  sofort: 'SOFORT',
  giropay: 'giropay',
  eps: 'eps',
  twint: 'TWINT',
  blik: 'BLIK',
  przelewy24: 'Przelewy24',
  mobilepay: 'MobilePay',
  dankort: 'Dankort',
  vipps: 'Vipps',
  swish: 'Swish',
  carte_bancaire: 'Carte Bancaire',
  satispay: 'Satispay',
  nexi: 'Nexi',
};

/** A payment method's name for staff; a method this build does not know shows as its code. */
export function paymentMethodName(intl: IntlShape, method: string): string {
  const name = Object.prototype.hasOwnProperty.call(METHOD_NAMES, method)
    ? METHOD_NAMES[method as PaymentMethod]
    : method;
  return typeof name === 'string' ? name : intl.formatMessage({ id: name.id });
}
