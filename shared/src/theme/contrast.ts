// WCAG 2.x contrast, so the theme (and each white-label site's overrides) can be checked against AA.

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rgb` or `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const short = /^#([0-9a-f]{3})$/i.exec(hex.trim())?.[1];
  const digits = short ? [...short].map((d) => d + d).join('') : /^#([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const n = parseInt(digits, 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA: 4.5:1 for body text, 3:1 for large text and for UI parts such as borders and focus rings. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
