// Payment operations beside the refund (members/member-routes.ts): play a bank's chargeback at the sandbox
// PSP, and lift a member's frozen balance once support has settled with them. Credits move only when the
// provider's webhook reports the new status (settlePayment), never here.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffIdParamSchema, staffReasonBodySchema } from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import { payments, users } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { assertSite, currentStaff } from '../core/staff-guard';
import { memberSite } from '../members/member-file';

const tags = ['staff payments'];
const id = z.number().int().positive();

const paymentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:id/chargeback',
    {
      schema: {
        tags,
        summary:
          'Sandbox PSP only: the bank reverses a completed payment (booked when its webhook reports it)',
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 202: z.object({ paymentId: id, status: z.literal('requested') }) },
      },
      config: { staff: 'payments.refund', staffMachine: true },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, request.params.id));
      const siteId = payment?.siteId ?? (payment?.userId ? await memberSite(app.db, payment.userId) : null);
      assertSite(staff, siteId);
      if (!payment) throw new AppError(404, 'payment_not_found', 'This payment does not exist.');
      if (payment.status !== 'completed' || payment.providerReference === null) {
        throw new AppError(
          409,
          'payment_not_refundable',
          'Only a completed provider payment can be reversed.',
        );
      }
      if (payment.provider !== 'sandbox') {
        throw new AppError(409, 'payment_not_refundable', 'Chargebacks come from the bank, not from here.');
      }
      // The audit row first: the sandbox's webhook updates the payment, so the order is "asked, then booked".
      await writeAudit(app.db, staff, {
        action: 'payment.chargeback',
        targetType: 'payment',
        targetId: payment.id,
        siteId,
        reason: request.body.reason,
        before: { status: payment.status },
        after: { status: 'chargeback_requested', memberId: payment.userId },
      });
      await app.payments.sandbox.chargeBack(payment.providerReference);
      return reply.code(202).send({ paymentId: payment.id, status: 'requested' as const });
    },
  );

  app.post(
    '/members/:id/unfreeze-credits',
    {
      schema: {
        tags,
        summary: "Lift a member's frozen balance (frozen by a refund or chargeback)",
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: z.object({ userId: id, creditsFrozen: z.literal(false) }) },
      },
      config: { staff: 'payments.refund', staffMachine: true, idempotent: false },
    },
    async (request) => {
      const staff = currentStaff(request);
      const userId = request.params.id;
      const siteId = await memberSite(app.db, userId);
      assertSite(staff, siteId);
      const found = await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ frozen: users.creditsFrozen })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!member) return false;
        await tx.update(users).set({ creditsFrozen: false }).where(eq(users.id, userId));
        await writeAudit(tx, staff, {
          action: 'member.credits_unfreeze',
          targetType: 'member',
          targetId: userId,
          siteId,
          reason: request.body.reason,
          before: { creditsFrozen: member.frozen },
          after: { creditsFrozen: false },
        });
        return true;
      });
      if (!found) throw new AppError(404, 'member_not_found', 'This member could not be found.');
      return { userId, creditsFrozen: false as const };
    },
  );
};

export default paymentStaffRoutes;
