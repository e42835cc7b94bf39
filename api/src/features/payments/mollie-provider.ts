import createMollieClient, {
  Locale as MollieLocale,
  PaymentMethod as MollieMethod,
  type Payment,
} from '@mollie/api-client';
import type { Locale, PaymentMethod } from '@dating/shared/contract';
import type { PaymentProvider, ProviderStatus } from './payment-provider';

export interface MollieOptions {
  apiKey: string;
  /** Mollie's API root; a local fake in tests (the client's `apiEndpoint` option). */
  apiEndpoint?: string;
}

/**
 * Our methods in Mollie's names. Card brands are all 'creditcard' there (the card decides the brand);
 * giropay and SOFORT were retired by Mollie, whose successor for German bank payments is pay-by-bank.
 */
const METHODS: Partial<Record<PaymentMethod, MollieMethod>> = {
  creditcard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  dankort: MollieMethod.creditcard,
  carte_bancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  eps: MollieMethod.eps,
  przelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  twint: MollieMethod.twint,
  satispay: MollieMethod.satispay,
  mobilepay: MollieMethod.mobilepay,
  vipps: MollieMethod.vipps,
  swish: MollieMethod.swish,
  wire_transfer: MollieMethod.banktransfer,
  sepa_direct_debit: MollieMethod.directdebit,
  giropay: MollieMethod.paybybank,
  sofort: MollieMethod.paybybank,
};

const LOCALES: Record<Locale, MollieLocale> = {
  da: MollieLocale.da_DK,
  de: MollieLocale.de_DE,
  en: MollieLocale.en_GB,
  es: MollieLocale.es_ES,
  fi: MollieLocale.fi_FI,
  fr: MollieLocale.fr_FR,
  it: MollieLocale.it_IT,
  nb: MollieLocale.nb_NO,
  nl: MollieLocale.nl_NL,
  pl: MollieLocale.pl_PL,
  sv: MollieLocale.sv_SE,
};

/** Mollie's amounts are decimal strings ("12.50"); ours are integers in minor units. */
function toMollieAmount(amountCents: number, currency: string) {
  return { currency, value: (amountCents / 100).toFixed(2) };
}

function cents(amount: { value: string } | undefined | null): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0;
}

/**
 * Mollie keeps a refunded or charged-back payment 'paid' and reports the after-sale in amounts: a
 * chargeback of any size, or a refund of the whole amount, is the reversal we book.
 */
export function mollieStatus(
  payment: Pick<Payment, 'status' | 'amount' | 'amountRefunded' | 'amountChargedBack'>,
): ProviderStatus {
  if (payment.status !== 'paid') {
    return payment.status === 'authorized' || payment.status === 'pending' ? 'open' : payment.status;
  }
  if (cents(payment.amountChargedBack) > 0) return 'charged_back';
  if (cents(payment.amountRefunded) >= cents(payment.amount)) return 'refunded';
  return 'paid';
}

export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',
    async createPayment(request) {
      const method = METHODS[request.method];
      const payment = await client.payments.create({
        amount: toMollieAmount(request.amountCents, request.currency),
        description: request.description,
        redirectUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
        locale: LOCALES[request.locale],
        metadata: { paymentId: request.paymentId },
        ...(method ? { method } : {}),
        ...(request.issuer ? { issuer: request.issuer } : {}),
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie returned payment ${payment.id} without a checkout URL`);
      return { reference: payment.id, checkoutUrl };
    },
    async fetchStatus(reference) {
      return mollieStatus(await client.payments.get(reference));
    },
    async refund(reference, amountCents, currency) {
      await client.paymentRefunds.create({
        paymentId: reference,
        amount: toMollieAmount(amountCents, currency),
      });
    },
  };
}
