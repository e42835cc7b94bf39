// The member's payment history (/transactions), one payment (/transactions/{id}) and its invoice as a PDF.
// Every call answers the logged-in member's own payments only: another member's id is simply not found.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  transactionQuerySchema,
  transactionSchema,
  transactionsResponseSchema,
  type Transaction,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { payments } from '../../db/schema/index';
import { buildInvoice } from './build-invoice';
import { issueInvoice } from './issue-invoice';

const tags = ['payments'];
const HISTORY_LIMIT = 200;

type PaymentRow = typeof payments.$inferSelect;

function toTransaction(row: PaymentRow): Transaction {
  return {
    id: row.id,
    status: row.status,
    method: row.paymentMethod,
    credits: row.credits,
    amount: row.amountCents,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    invoice: row.status === 'completed' && row.completedAt !== null,
  };
}

const transactionNotFound = () =>
  new AppError(404, 'transaction_not_found', 'This transaction does not exist.');

const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownPayment = async (userId: number, id: number) => {
    const [row] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    if (!row) throw transactionNotFound();
    return row;
  };

  app.get(
    '/transactions.php',
    {
      schema: {
        tags,
        summary: "The member's payments, newest first",
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const rows = await app.db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(HISTORY_LIMIT);
      return { items: rows.map(toTransaction) };
    },
  );

  app.get(
    '/transaction.php',
    {
      schema: {
        tags,
        summary: "One of the member's payments (404 transaction_not_found)",
        querystring: transactionQuerySchema,
        response: { 200: transactionSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return toTransaction(await ownPayment(userId, request.query.id));
    },
  );

  app.get(
    '/invoice.php',
    {
      schema: {
        tags,
        summary:
          "The invoice of a completed payment as a PDF, in the member's language (404 transaction_not_found, 409 invoice_not_available)",
        querystring: transactionQuerySchema,
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const payment = await ownPayment(userId, request.query.id);
      if (payment.status !== 'completed' || !payment.completedAt) {
        throw new AppError(409, 'invoice_not_available', 'Only a completed payment has an invoice.');
      }
      const invoice = await issueInvoice(app.db, payment, userId);
      if (!invoice) {
        throw new AppError(409, 'invoice_not_available', 'Only a completed payment has an invoice.');
      }
      const { pdf, number } = await buildInvoice(app.db, request.site, payment, invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default transactionsRoutes;
