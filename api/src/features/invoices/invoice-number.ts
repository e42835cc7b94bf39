/**
 * The invoice number: the year it was paid and the payment id. Payment ids are unique and increase, so the
 * numbers are unique and in order for the one company that issues them, as invoices must be.
 */
export function invoiceNumber(paymentId: number, paidAt: Date): string {
  return `INV-${paidAt.getUTCFullYear()}-${String(paymentId).padStart(7, '0')}`;
}
