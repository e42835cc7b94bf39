import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { payments, users } from '../../db/schema/index';
import { requestLocale } from '../i18n/request-locale';
import { serverMessage } from '../i18n/server-messages';
import { fill } from '../mail-delivery/render-mail';
import { siteOrigin } from '../signup/site-links';
import type { PaymentRow } from './create-payment';
import { toPaymentStatus } from './payment-provider';
import { settlePayment } from './settle-payment';

/**
 * Where the provider sends the member back to, and posts its webhooks: PUBLIC_URL when set, else the site's
 * own origin. The request's Host counts only when it is the site's domain or a loopback address (a local
 * run, the e2e suite), so a forged Host cannot send a paying member to someone else's server.
 */
export function paymentOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ? app.config.publicUrl.replace(/\/+$/, '') : siteOrigin(request);
}

export function returnPath(payment: Pick<PaymentRow, 'id' | 'bundleId' | 'paymentMethod'>): string {
  return `/credits/${payment.bundleId ?? 0}/${payment.paymentMethod}?payment=${payment.id}`;
}

/** Hands a pending payment to the site's provider and stores the provider's reference and checkout page. */
export async function startCheckout(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
): Promise<string> {
  const provider = app.payments.providerFor(request.site);
  const origin = paymentOrigin(app, request);
  // The language the member reads the site in (the account's); the request's for an account without one.
  const [member] =
    payment.userId === null
      ? []
      : await app.db.select({ language: users.language }).from(users).where(eq(users.id, payment.userId));
  const locale = member?.language ?? requestLocale(request);
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      method: payment.paymentMethod,
      issuer: payment.issuer,
      description: fill(serverMessage(locale, 'api.payments.description'), {
        site: request.site.name,
        credits: String(payment.credits),
        id: String(payment.id),
      }),
      returnUrl: new URL(returnPath(payment), origin).toString(),
      webhookUrl: new URL(`/api/payment-webhook.php?provider=${provider.name}`, origin).toString(),
      locale,
      siteDomain: request.site.domain,
    });
    await app.db
      .update(payments)
      .set({
        provider: provider.name,
        providerReference: created.reference,
        checkoutUrl: created.checkoutUrl,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
    return created.checkoutUrl;
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error, paymentId: payment.id }, 'the payment provider refused a payment');
    await settlePayment(app, payment.id, 'failed');
    throw new AppError(502, 'payment_provider_error', 'The payment could not be started. Please try again.');
  }
}

/**
 * Asks the provider for a pending payment's status and settles it: what the webhook does, done also when the
 * member comes back before the webhook arrives. Settling is idempotent, so the two racing is harmless.
 */
export async function refreshFromProvider(app: FastifyInstance, payment: PaymentRow): Promise<void> {
  if (payment.providerReference === null) return;
  const provider = app.payments.byName(payment.provider);
  if (!provider) return;
  const status = toPaymentStatus(await provider.fetchStatus(payment.providerReference));
  if (status !== null && status !== payment.status) await settlePayment(app, payment.id, status);
}
