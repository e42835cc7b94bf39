import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditsOfferQuerySchema,
  creditsOfferSchema,
  paymentStartBodySchema,
  paymentStartResponseSchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
  type CreditsOffer,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { payments, users } from '../../db/schema/index';
import { discountedAmount, resolveDiscount } from '../discounts/discount-rules';
import { bundlesFor, memberCountry } from './bundles';
import { createPayment } from './create-payment';
import { issuersFor, usesHostedCheckout } from './payment-methods';
import { toPaymentStatus } from './payment-provider';
import { siteMethodsForCountry } from './site-payment-methods';
import { refreshFromProvider, startCheckout } from './start-checkout';
import { settlePayment } from './settle-payment';

const notFound = () => new AppError(404, 'payment_not_found', 'This payment does not exist.');

const webhookQuerySchema = z.object({ provider: z.enum(['sandbox', 'mollie']) });
// Mollie posts `id=tr_...` as a form; a JSON body with the same field is accepted too.
const webhookBodySchema = z.object({ id: z.string().trim().min(1).max(100) });

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/bundles.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'Credit bundles in the member`s country and currency, the applied discount and the methods',
        querystring: creditsOfferQuerySchema,
        response: { 200: creditsOfferSchema },
      },
    },
    async (request): Promise<CreditsOffer> => {
      const site = request.site;
      const session = await request.getSession();
      // A visitor on /pricing sees the site's first country; a member their own.
      const country = session
        ? await memberCountry(app.db, site, session.userId)
        : (site.countries[0] ?? 'GB').toUpperCase();
      const bundles = await bundlesFor(app.db, site.id, country);
      const currency = bundles[0]?.currency ?? site.currency;
      let discount = null;
      if (session) {
        // A typed code is checked against the largest bundle (a minimum order the largest one misses, none
        // meets); its errors (not found, used, expired, country, minimum) go back to the code field.
        const reference = bundles.reduce<(typeof bundles)[number] | null>(
          (largest, bundle) => (largest && largest.amountCents >= bundle.amountCents ? largest : bundle),
          null,
        );
        if (reference || request.query.code) {
          discount = await resolveDiscount(
            app.db,
            site,
            session.userId,
            {
              amountCents: reference?.amountCents ?? 0,
              currency: reference?.currency ?? currency,
              country,
            },
            request.query.code,
          );
        }
      } else if (request.query.code) {
        throw new AppError(403, 'authentication_required', 'You need to be logged in to do this.');
      }
      const [member] = session
        ? await app.db
            .select({ credits: users.credits, paidUser: users.paidUser, creditsFrozen: users.creditsFrozen })
            .from(users)
            .where(eq(users.id, session.userId))
        : [];
      const minimum = discount ? Math.round(discount.minimum_order_value * 100) : 0;
      return {
        country,
        currency,
        bundles: bundles.map((bundle) => {
          const discounted =
            discount && bundle.amountCents >= minimum
              ? discountedAmount(bundle.amountCents, discount.percentage)
              : null;
          return {
            id: bundle.id,
            credits: bundle.credits,
            amountCents: bundle.amountCents,
            currency: bundle.currency,
            popular: bundle.popular,
            discountedAmountCents: discounted,
            pricePerCreditCents: (discounted ?? bundle.amountCents) / bundle.credits,
          };
        }),
        discount,
        methods: (await siteMethodsForCountry(app.db, site.id, country)).map((method) => ({
          id: method,
          issuers: [...issuersFor(method)],
          flow: usesHostedCheckout(method) ? ('hosted' as const) : ('direct_debit' as const),
          logoUrl: `/payment-logos/${method}.svg`,
        })),
        member: member ?? null,
      };
    },
  );

  app.post(
    '/payment.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'Starts a payment at the site`s provider; the browser goes to checkoutUrl next',
        body: paymentStartBodySchema,
        response: { 200: paymentStartResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const { bundleId, method, issuer, discountCode } = request.body;
      if (!usesHostedCheckout(method)) {
        throw new AppError(422, 'payment_method_direct_debit', 'Direct debit is set up on its own page.');
      }
      const payment = await createPayment(app, {
        userId: session.userId,
        site: request.site,
        bundleId,
        method,
        issuer,
        discountCode,
        provider: request.site.paymentProvider,
      });
      const checkoutUrl = await startCheckout(app, request, payment);
      return { paymentId: payment.id, checkoutUrl };
    },
  );

  app.get(
    '/payment.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of the member`s payments, for the pending page (asks the provider while pending)',
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const own = and(eq(payments.id, request.query.id), eq(payments.userId, session.userId));
      const [pending] = await app.db.select().from(payments).where(own);
      // Someone else's payment answers exactly like a missing one.
      if (!pending) throw notFound();
      if (pending.status === 'pending') {
        await refreshFromProvider(app, pending).catch((error: unknown) =>
          request.log.warn({ err: error, paymentId: pending.id }, 'payment status not available yet'),
        );
      }
      const [row] = await app.db
        .select({ payment: payments, balance: users.credits, paidUser: users.paidUser })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(own);
      if (!row) throw notFound();
      const { payment } = row;
      return {
        paymentId: payment.id,
        status: payment.status,
        bundleId: payment.bundleId,
        credits: payment.credits,
        amountCents: payment.amountCents,
        currency: payment.currency,
        method: payment.paymentMethod,
        discountCode: payment.discountCode,
        balance: row.balance,
        paidUser: row.paidUser,
      };
    },
  );

  app.post(
    '/payment-webhook.php',
    {
      // A provider's server calls this; the body only names a payment, whose status is then fetched.
      config: { csrf: 'exempt' },
      schema: {
        tags: ['payments'],
        summary: 'Provider webhook: `id` of a payment whose status may have changed',
        querystring: webhookQuerySchema,
        body: webhookBodySchema,
      },
    },
    async (request, reply) => {
      const provider = app.payments.byName(request.query.provider);
      if (!provider) throw new AppError(404, 'payment_provider_unavailable', 'Unknown payment provider.');
      const [payment] = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerReference, request.body.id)));
      // Like Mollie's own advice: answer 200 for an unknown id, so the endpoint reveals nothing.
      if (!payment) return reply.code(200).send('');
      const status = toPaymentStatus(await provider.fetchStatus(request.body.id));
      if (status !== null) await settlePayment(app, payment.id, status);
      return reply.code(200).send('');
    },
  );
};

export default paymentRoutes;
