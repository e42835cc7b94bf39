import { useFormatters } from '@dating/shared';

/** Amounts are integers in minor units; every currency the sites use has two decimals. */
export function useMoney() {
  const format = useFormatters();
  return {
    amount: (minor: number, currency: string) => format.currency(minor / 100, currency),
    /** A price per credit often has a third decimal that matters (0.075). */
    perCredit: (minor: number, currency: string) =>
      format.number(minor / 100, { style: 'currency', currency, maximumFractionDigits: 3 }),
  };
}
