// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { PaymentMethod } from '@dating/shared/contract';

/**
 * Brand names as the brands write them, and each badge's colours. Brand names are not translated; the three
 * generic methods (card, transfer, direct debit) are named in the member's language by the web client.
 */
export const METHOD_BRANDS: Record<PaymentMethod, { label: string; background: string; color: string }> = {
  sepa_direct_debit: { label: 'SEPA', background: '#10298e', color: '#ffcc00' },
  przelewy24: { label: 'Przelewy24', background: '#ffffff', color: '#d13239' },
  blik: { label: 'BLIK', background: '#000000', color: '#ffffff' },
  wire_transfer: { label: 'Bank transfer', background: '#eef1f5', color: '#1d2b3a' },
  giropay: { label: 'giropay', background: '#000268', color: '#ffffff' },
  mastercard: { label: 'Mastercard', background: '#ffffff', color: '#eb001b' },
  visa: { label: 'VISA', background: '#1a1f71', color: '#ffffff' },
  creditcard: { label: 'Card', background: '#2b2f36', color: '#ffffff' },
  dankort: { label: 'Dankort', background: '#ed1c24', color: '#ffffff' },
  mobilepay: { label: 'MobilePay', background: '#5a78ff', color: '#ffffff' },
  swish: { label: 'Swish', background: '#ffffff', color: '#1a1a1a' },
  twint: { label: 'TWINT', background: '#000000', color: '#ffffff' },
  satispay: { label: 'Satispay', background: '#ef373f', color: '#ffffff' },
  vipps: { label: 'Vipps', background: '#ff5b24', color: '#ffffff' },
  carte_bancaire: { label: 'CB', background: '#1a4f8b', color: '#ffffff' },
  nexi: { label: 'Nexi', background: '#2d32aa', color: '#ffffff' },
  ideal: { label: 'iDEAL', background: '#cc0066', color: '#ffffff' },
  bancontact: { label: 'Bancontact', background: '#005498', color: '#ffd800' },
  applepay: { label: 'Apple Pay', background: '#000000', color: '#ffffff' },
  paysafecard: { label: 'paysafecard', background: '#008ac9', color: '#ffffff' },
  maestro: { label: 'Maestro', background: '#ffffff', color: '#0099df' },
  paypal: { label: 'PayPal', background: '#ffc439', color: '#003087' },
  sofort: { label: 'SOFORT', background: '#ef809f', color: '#ffffff' },
  eps: { label: 'eps', background: '#c8036f', color: '#ffffff' },
};

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A simple wordmark badge (no trademark artwork): the brand's name in its colours on a rounded card. The
 * text is scaled down for long names so it stays inside the 120x48 box.
 */
export function logoSvg(method: PaymentMethod): string {
  const { label, background, color } = METHOD_BRANDS[method];
  const size = Math.min(20, Math.floor(200 / Math.max(label.length, 1)));
  const border = background === '#ffffff' ? ' stroke="#d0d5dd" stroke-width="2"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="${xml(label)}">` +
    `<rect x="1" y="1" width="118" height="46" rx="8" fill="${background}"${border}/>` +
    `<text x="60" y="24" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${color}">${xml(label)}</text>` +
    `</svg>`
  );
}
