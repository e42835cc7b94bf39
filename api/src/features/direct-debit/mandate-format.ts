// How mandates are named and shown: the reference on the bank statement, masked IBAN and mobile number.

/**
 * SEPA mandate reference (max 35 characters of A-Z 0-9 and a few signs): the site's name as a prefix, so
 * support recognises the brand on a statement, and the mandate id, unique across all sites.
 */
export function mandateReference(siteDomain: string, mandateId: number): string {
  const prefix =
    (siteDomain.split('.')[0] ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12) || 'DD';
  return `${prefix}-${String(mandateId).padStart(8, '0')}`;
}

/** NL91 •••• •••• 4300: enough for the member to recognise the account, not enough to use it. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

/** +316•••••78 from +31612345678: the country code and the last two digits stay. */
export function maskMobile(e164: string): string {
  return e164.slice(0, 4) + e164.slice(4, -2).replace(/\d/g, '•') + e164.slice(-2);
}
