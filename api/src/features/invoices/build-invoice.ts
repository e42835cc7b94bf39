import { eq } from 'drizzle-orm';
import type { Locale, PaymentMethod } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { companyInfo, payments, sites } from '../../db/schema/index';
import { serverMessage } from '../i18n/server-messages';
import { METHOD_BRANDS } from '../payments/method-labels';
import type { IssuedInvoice } from './issue-invoice';
import { renderInvoicePdf, type RenderOptions } from './render-invoice';

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

/**
 * The PDF of an issued invoice. The buyer, country, VAT and language come from the stored invoice, never from
 * the member as they are now; the seller is the company as it is registered.
 */
export async function buildInvoice(
  db: DbOrTx,
  site: Site,
  payment: PaymentRow,
  invoice: IssuedInvoice,
  options: RenderOptions = {},
): Promise<{ pdf: Buffer; number: string }> {
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, site.companyId));
  if (!company) throw new Error(`invoice ${invoice.number}: company missing`);
  const pdf = await renderInvoicePdf(
    {
      locale: invoice.language,
      number: invoice.number,
      paidAt: invoice.issuedAt,
      company: {
        name: company.name,
        address: company.address,
        city: company.city,
        country: company.country,
        kvk: company.kvk,
        vatNumbers: company.vatNumbers,
      },
      siteName: site.name,
      customer: { name: invoice.buyerName, email: invoice.buyerEmail, country: invoice.country },
      credits: invoice.credits,
      methodLabel: methodLabel(invoice.language, payment.paymentMethod),
      currency: invoice.currency,
      amounts: {
        net: invoice.netCents,
        vat: invoice.vatCents,
        gross: invoice.grossCents,
        rateBasisPoints: invoice.vatRateBasisPoints,
      },
    },
    options,
  );
  return { pdf, number: invoice.number };
}
