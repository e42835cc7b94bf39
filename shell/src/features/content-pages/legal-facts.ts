// Business rules of spec section 9 the content pages print.

/** The terms carry this version date, or the company's added date when that is later. */
export const TERMS_BASE_VERSION = new Date('2023-12-01T12:00:00Z');

export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && Number.isFinite(added.getTime()) && added > TERMS_BASE_VERSION ? added : TERMS_BASE_VERSION;
}

/** The support phone as dialled: without dashes and spaces. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
