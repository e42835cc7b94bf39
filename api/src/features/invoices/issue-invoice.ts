// @feature-public: other features import this module (docs/conventions.md, Layout).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, payments, profiles, users } from '../../db/schema/index';
import { invoiceNumber } from './invoice-number';
import { splitGross, vatRateBasisPoints } from './vat-rates';

type PaymentRow = typeof payments.$inferSelect;
export type IssuedInvoice = typeof invoices.$inferSelect;

/**
 * Issues the invoice of a completed payment: copies the buyer, the country and the VAT as they are now.
 * Called in the transaction that completes the payment (which holds the payment's row lock), and for
 * payments completed before invoices were stored, when their invoice is first asked for. The insert does
 * nothing when the invoice exists, so a repeated or concurrent call never overwrites what was issued.
 * Returns null when the payment is not completed or its member is gone (an erased member gets no new
 * invoice: there is no buyer left to name).
 */
export async function issueInvoice(
  db: DbOrTx,
  payment: PaymentRow,
  userId: number,
): Promise<IssuedInvoice | null> {
  if (payment.status !== 'completed' || payment.completedAt === null) return null;
  const [member] = await db
    .select({ email: users.email, language: users.language, name: profiles.name, country: profiles.country })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (member) {
    // VAT follows where the buyer is: the country recorded with the payment, else the profile's.
    const country = (payment.country ?? member.country).toUpperCase();
    const amounts = splitGross(payment.amountCents, vatRateBasisPoints(country));
    await db
      .insert(invoices)
      .values({
        paymentId: payment.id,
        number: invoiceNumber(payment.id, payment.completedAt),
        issuedAt: payment.completedAt,
        language: member.language,
        buyerName: member.name,
        buyerEmail: member.email,
        country,
        vatRateBasisPoints: amounts.rateBasisPoints,
        netCents: amounts.net,
        vatCents: amounts.vat,
        grossCents: amounts.gross,
        currency: payment.currency,
        credits: payment.credits,
      })
      .onConflictDoNothing({ target: invoices.paymentId });
  }
  return findInvoice(db, payment.id);
}

export async function findInvoice(db: DbOrTx, paymentId: number): Promise<IssuedInvoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row ?? null;
}
