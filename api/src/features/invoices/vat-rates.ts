// Standard VAT rates in basis points (2,100 = 21 %) for the countries the sites sell to. Credits are an
// electronically supplied service, so a consumer in the EU is charged their own country's rate (OSS); the
// UK, Norway and Switzerland tax foreign digital services to consumers too. Elsewhere no VAT is charged.
// Rates as of 2026; change them here when a country does (Finland 25.5 % since 09/2024, Estonia 24 % since
// 07/2025, Romania 21 % since 08/2025, Slovakia 23 % since 01/2025).
const STANDARD_RATES_BP: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
  NO: 2500,
  CH: 810,
};

/** The rate for a buyer in `country` (ISO 3166-1 alpha-2), in basis points; 0 where no VAT is charged. */
export function vatRateBasisPoints(country: string | null | undefined): number {
  return STANDARD_RATES_BP[(country ?? '').toUpperCase()] ?? 0;
}

export interface VatSplit {
  net: number;
  vat: number;
  gross: number;
  rateBasisPoints: number;
}

/** Prices include VAT: the net amount is the gross divided by (1 + rate), rounded to the minor unit. */
export function splitGross(grossMinor: number, rateBasisPoints: number): VatSplit {
  const net = Math.round((grossMinor * 10_000) / (10_000 + rateBasisPoints));
  return { net, vat: grossMinor - net, gross: grossMinor, rateBasisPoints };
}
