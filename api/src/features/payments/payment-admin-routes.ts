// Staff operations on payments (Bearer ADMIN_TOKEN): ask the provider for a refund, play a chargeback at the
// sandbox PSP, and lift a frozen balance once support has settled with the member. Credits move only when
// the provider's webhook reports the new status (settlePayment), never here.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { payments, users } from '../../db/schema/index';
import { requireStaffAccess } from '../staff/core/staff-access';

const tags = ['payments administration'];
const id = z.number().int().positive().max(2_147_483_647);
const requested = z.object({ paymentId: id, status: z.literal('requested') });

const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function completedPayment(paymentId: number) {
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new AppError(404, 'payment_not_found', 'This payment does not exist.');
    if (payment.status !== 'completed' || payment.providerReference === null) {
      throw new AppError(409, 'payment_not_refundable', 'Only a completed provider payment can be reversed.');
    }
    return { ...payment, providerReference: payment.providerReference };
  }

  app.post(
    '/admin/payment-refund.php',
    {
      schema: {
        tags,
        summary:
          'Refund a completed payment at its provider; booked when the webhook reports it (Bearer ADMIN_TOKEN)',
        body: z.object({ paymentId: id }),
        response: { 202: requested },
      },
    },
    async (request, reply) => {
      await requireStaffAccess(request, 'payments.refund');
      const payment = await completedPayment(request.body.paymentId);
      const provider = app.payments.byName(payment.provider);
      if (!provider?.refund) {
        throw new AppError(409, 'payment_not_refundable', 'This provider cannot refund here.');
      }
      await provider.refund(payment.providerReference, payment.amountCents, payment.currency);
      return reply.code(202).send({ paymentId: payment.id, status: 'requested' as const });
    },
  );

  app.post(
    '/admin/sandbox-chargeback.php',
    {
      schema: {
        tags,
        summary: 'Sandbox PSP only: the bank reverses a completed payment (Bearer ADMIN_TOKEN)',
        body: z.object({ paymentId: id }),
        response: { 202: requested },
      },
    },
    async (request, reply) => {
      await requireStaffAccess(request, 'payments.refund');
      const payment = await completedPayment(request.body.paymentId);
      if (payment.provider !== 'sandbox') {
        throw new AppError(409, 'payment_not_refundable', 'Chargebacks come from the bank, not from here.');
      }
      await app.payments.sandbox.chargeBack(payment.providerReference);
      return reply.code(202).send({ paymentId: payment.id, status: 'requested' as const });
    },
  );

  app.post(
    '/admin/credits-unfreeze.php',
    {
      schema: {
        tags,
        summary: 'Lift a frozen balance of a member of this site (Bearer ADMIN_TOKEN)',
        body: z.object({ userId: id }),
        response: { 200: z.object({ userId: id, creditsFrozen: z.literal(false) }) },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'payments.refund');
      const [user] = await app.db
        .update(users)
        .set({ creditsFrozen: false })
        .where(and(eq(users.id, request.body.userId), eq(users.siteId, request.site.id)))
        .returning({ id: users.id });
      if (!user) throw new AppError(404, 'member_not_found', 'This member could not be found.');
      return { userId: user.id, creditsFrozen: false as const };
    },
  );
};

export default paymentAdminRoutes;
