// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useFormatters } from '@dating/shared';

/** Amounts are integers in minor units; every currency the sites use has two decimals. */
export function useMoney() {
  const format = useFormatters();
  return {
    amount: (minor: number, currency: string) => format.currency(minor / 100, currency),
    /** A price per credit, rounded to the currency's two decimals as prices are shown ("£0.10"). */
    perCredit: (minor: number, currency: string) =>
      format.number(minor / 100, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  };
}
