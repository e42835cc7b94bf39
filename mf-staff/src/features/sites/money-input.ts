// Prices are typed in the currency's main unit ("19.99", "19,99") and sent in its minor unit (cents).

function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units for a typed price; NaN when it is not a number, so the server's answer names the field. */
export function toMinorUnits(text: string, currency: string): number {
  const cleaned = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 10 ** minorDigits(currency));
}

export function fromMinorUnits(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
