import { eq } from 'drizzle-orm';
import type { Locale, PaymentMethod } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { companyInfo, payments, profiles, sites, users } from '../../db/schema/index';
import { serverMessage } from '../i18n/server-messages';
import { METHOD_BRANDS } from '../payments/method-labels';
import { invoiceNumber } from './invoice-number';
import { renderInvoicePdf, type RenderOptions } from './render-invoice';
import { splitGross, vatRateBasisPoints } from './vat-rates';

type Site = typeof sites.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Brand names stay as the brands write them; the generic methods are named in the member's language. */
const GENERIC_METHODS: Partial<Record<PaymentMethod, string>> = {
  sepa_direct_debit: 'api.invoice.method.sepa_direct_debit',
  wire_transfer: 'api.invoice.method.wire_transfer',
  creditcard: 'api.invoice.method.creditcard',
};

export function methodLabel(locale: Locale, method: PaymentMethod): string {
  const id = GENERIC_METHODS[method];
  return id ? serverMessage(locale, id) : METHOD_BRANDS[method].label;
}

/** Everything the invoice shows, read fresh: the company as it is registered, the member in their language. */
export async function buildInvoice(
  db: DbOrTx,
  site: Site,
  payment: PaymentRow,
  userId: number,
  options: RenderOptions = {},
): Promise<{ pdf: Buffer; number: string }> {
  const [member] = await db
    .select({ email: users.email, language: users.language, name: profiles.name, country: profiles.country })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, site.companyId));
  if (!member || !company) throw new Error(`invoice ${payment.id}: member or company missing`);
  const paidAt = payment.completedAt ?? payment.createdAt;
  const number = invoiceNumber(payment.id, paidAt);
  // VAT follows where the buyer is: the country recorded with the payment, else the profile's.
  const country = payment.country ?? member.country;
  const pdf = await renderInvoicePdf(
    {
      locale: member.language,
      number,
      paidAt,
      company: {
        name: company.name,
        address: company.address,
        city: company.city,
        country: company.country,
        kvk: company.kvk,
        vatNumbers: company.vatNumbers,
      },
      siteName: site.name,
      customer: { name: member.name, email: member.email, country },
      credits: payment.credits,
      methodLabel: methodLabel(member.language, payment.paymentMethod),
      currency: payment.currency,
      amounts: splitGross(payment.amountCents, vatRateBasisPoints(country)),
    },
    options,
  );
  return { pdf, number };
}
