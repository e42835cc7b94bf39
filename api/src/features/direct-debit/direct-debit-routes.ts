// SEPA direct debit with an SMS code, the repeat order on a stored mandate, and the development SMS outbox
// (while no SMS provider is configured). Staff block a member with POST /api/staff/members/:id/direct-debit-block.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directDebitConfirmBodySchema,
  directDebitResendBodySchema,
  directDebitStartBodySchema,
  directDebitStartResponseSchema,
  directDebitStatusSchema,
  paymentResultSchema,
  repeatOrderStatusSchema,
} from '@dating/shared/contract';
import { smsSenderFor } from '../sms/sms-config';
import smsOutboxRoutes from '../sms/sms-outbox-routes';
import { refuseDevelopmentStandIns } from '../payments/production-guard';
import type { SmsSender } from '../sms/sms-sender';
import { confirmMandate } from './confirm-mandate';
import { directDebitStatus, repeatOrder, repeatOrderStatus } from './repeat-order';
import { resendCode } from './resend-code';
import { startMandate } from './start-mandate';

const tags = ['payments'];

export interface DirectDebitRoutesOptions {
  /** Tests pass a sender; otherwise SMS_API_KEY/SMS_PROVIDER_URL pick it (the development outbox by default). */
  sms?: SmsSender;
}

const directDebitRoutes: FastifyPluginAsyncZod<DirectDebitRoutesOptions> = async (app, options) => {
  const sms = options.sms ?? smsSenderFor(app.config);
  if (sms.isOutbox) await app.register(smsOutboxRoutes);
  app.addHook('onReady', () =>
    refuseDevelopmentStandIns(app, {
      production: app.config.production,
      smsOutbox: sms.isOutbox,
    }),
  );

  app.get(
    '/directdebit.php',
    {
      schema: {
        tags,
        summary: "The member's stored mandate (masked) and whether direct debit is open to them",
        response: { 200: directDebitStatusSchema },
      },
    },
    async (request) => directDebitStatus(app, (await request.requireUser()).userId),
  );

  app.post(
    '/directdebit.php',
    {
      schema: {
        tags,
        summary:
          'Start a SEPA mandate for a bundle and send the SMS code (403 direct_debit_blocked, direct_debit_limit_reached)',
        body: directDebitStartBodySchema,
        response: { 200: directDebitStartResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => startMandate(app, request, sms, (await request.requireUser()).userId, request.body),
  );

  app.post(
    '/directdebit-confirm.php',
    {
      schema: {
        tags,
        summary:
          'Confirm the mandate with the SMS code: the bundle is debited and credited (422 sms_code_invalid, 410 sms_code_expired, 429 sms_code_attempts_exceeded)',
        body: directDebitConfirmBodySchema,
        response: { 200: paymentResultSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => confirmMandate(app, request, (await request.requireUser()).userId, request.body),
  );

  app.post(
    '/directdebit-resend.php',
    {
      schema: {
        tags,
        summary: 'Send a new SMS code (429 sms_resend_too_soon with seconds, sms_resend_limit)',
        body: directDebitResendBodySchema,
        response: { 200: directDebitStartResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => resendCode(app, request, sms, (await request.requireUser()).userId, request.body),
  );

  app.get(
    '/repeat-order.php',
    {
      schema: {
        tags,
        summary: 'The last bundle bought and how a repeat would be paid',
        response: { 200: repeatOrderStatusSchema },
      },
    },
    async (request) => repeatOrderStatus(app, request, (await request.requireUser()).userId),
  );

  app.post(
    '/repeat-order.php',
    {
      schema: {
        tags,
        summary:
          'Buy the last bundle again with the stored mandate (409 no_stored_mandate, no_previous_order; 403 direct_debit_*)',
        body: z.object({}).optional(),
        response: { 200: paymentResultSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => repeatOrder(app, request, (await request.requireUser()).userId),
  );
};

export default directDebitRoutes;
