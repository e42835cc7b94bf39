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

/**
 * A sentence that ends with a company name such as "Flirt Local Media B.V." gets one full stop, not two
 * (the texts put their own stop after the name, which most company names do not end with).
 */
export function withoutDoubledStop(text: string): string {
  return text.replace(/(\b\p{L}\.)\.(?=\s|$)/gu, '$1');
}
