import type { Locale, PaymentMethod, PaymentStatus } from '@dating/shared/contract';

/**
 * A payment's status as a provider reports it. The vocabulary is Mollie's (open, paid, failed, canceled,
 * expired) plus the two after-sale outcomes; every provider maps its own onto these.
 */
export type ProviderStatus =
  'open' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded' | 'charged_back';

export interface ProviderPaymentRequest {
  /** Our payments.id, so the provider's dashboard and webhooks can be traced back. */
  paymentId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  issuer: string | null;
  description: string;
  /** Where the provider sends the member's browser back to (our pending page). */
  returnUrl: string;
  /** Where the provider posts `id=<reference>` whenever the status may have changed. */
  webhookUrl: string;
  locale: Locale;
  /** The site's own domain: the sandbox delivers its webhooks in-process with this Host. */
  siteDomain: string;
}

export interface ProviderPayment {
  /** The provider's id of the payment (payments.provider_reference). */
  reference: string;
  /** The hosted checkout page the member is sent to. */
  checkoutUrl: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPayment>;
  /** The provider's current status: a webhook only names the payment, the status is always fetched. */
  fetchStatus(reference: string): Promise<ProviderStatus>;
  /** Refunds the whole payment at the provider; the refund is booked when its status arrives. */
  refund?(reference: string, amountCents: number, currency: string): Promise<void>;
}

/** Our status for a provider's; null while the payment is still open (nothing to settle yet). */
export function toPaymentStatus(status: ProviderStatus): PaymentStatus | null {
  switch (status) {
    case 'open':
      return null;
    case 'paid':
      return 'completed';
    case 'canceled':
      return 'cancelled';
    default:
      return status;
  }
}
