import { and, asc, eq } from 'drizzle-orm';
import type { CompanyInfo, CreditBundle } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { companyInfo, creditBundles } from '../../db/schema/index';

export async function findCompanyInfo(db: DbOrTx, companyId: number): Promise<CompanyInfo | null> {
  const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, companyId));
  if (!row) return null;
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    // Spec section 9: the support phone is shown without dashes and spaces.
    support_phone: row.supportPhone.replace(/[\s-]/g, ''),
    delete_discount: row.deleteDiscount,
    added: row.added.toISOString(),
  };
}

export async function listCreditBundles(db: DbOrTx, siteId: number): Promise<CreditBundle[]> {
  const rows = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.active, true)))
    .orderBy(asc(creditBundles.sortOrder), asc(creditBundles.credits));
  return rows.map((row) => ({
    id: row.id,
    credits: row.credits,
    amount: row.amountCents / 100,
    currency: row.currency,
    popular: row.popular,
  }));
}
