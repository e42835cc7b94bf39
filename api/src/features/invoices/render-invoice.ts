// The invoice as a PDF (pdfkit), in the member's language. DejaVu Sans is embedded because the PDF standard
// fonts cover Western European letters only (no ł, ą, ő); only the glyphs used end up in the file.
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Locale } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';
import { fill } from '../mail-delivery/render-mail';
import type { VatSplit } from './vat-rates';

const FONT = fileURLToPath(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));

export interface InvoiceInput {
  locale: Locale;
  number: string;
  paidAt: Date;
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    kvk: string;
    vatNumbers: string[];
  };
  siteName: string;
  customer: { name: string; email: string; country: string };
  credits: number;
  methodLabel: string;
  currency: string;
  amounts: VatSplit;
}

export interface RenderOptions {
  /** Tests turn compression off to read the content streams. */
  compress?: boolean;
}

export function renderInvoicePdf(input: InvoiceInput, options: RenderOptions = {}): Promise<Buffer> {
  const { locale } = input;
  const t = (id: string, values: Record<string, string> = {}) => fill(serverMessage(locale, id), values);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: input.currency });
  const amount = (minor: number) => money.format(minor / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.paidAt);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    input.amounts.rateBasisPoints / 10_000,
  );
  const title = `${t('api.invoice.title')} ${input.number}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    lang: locale,
    // Dated when issued, not when rendered: the same invoice is the same file every time it is fetched.
    info: {
      Title: title,
      Author: input.company.name,
      Subject: title,
      Creator: input.siteName,
      CreationDate: input.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const left = 50;
  const width = doc.page.width - 100;

  // Seller
  doc.font('bold').fontSize(16).text(input.company.name, left, 50);
  doc
    .font('regular')
    .fontSize(10)
    .text(input.company.address)
    .text(`${input.company.city}, ${input.company.country}`)
    .text(t('api.invoice.kvk', { kvk: input.company.kvk }));
  for (const vatNumber of input.company.vatNumbers) doc.text(t('api.invoice.vatNumber', { vat: vatNumber }));

  // Title and invoice facts
  doc.moveDown(2).font('bold').fontSize(20).text(t('api.invoice.title'));
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(t('api.invoice.number', { number: input.number }));
  doc.text(t('api.invoice.date', { date }));
  doc.moveDown();
  doc.font('bold').text(t('api.invoice.customer'));
  doc.font('regular').text(input.customer.name).text(input.customer.email).text(input.customer.country);

  // Line and totals
  doc.moveDown(2);
  const tableTop = doc.y;
  doc.font('bold').text(t('api.invoice.description'), left, tableTop, { width: width * 0.65 });
  doc.text(t('api.invoice.amount'), left + width * 0.65, tableTop, { width: width * 0.35, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);
  const rowTop = doc.y;
  doc
    .font('regular')
    .text(t('api.invoice.item', { credits: String(input.credits), site: input.siteName }), left, rowTop, {
      width: width * 0.65,
    });
  doc.text(amount(input.amounts.net), left + width * 0.65, rowTop, { width: width * 0.35, align: 'right' });
  doc.moveDown(1.5);

  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').text(label, left + width * 0.35, y, { width: width * 0.4 });
    doc.text(value, left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    doc.moveDown(0.3);
  };
  total(t('api.invoice.net'), amount(input.amounts.net));
  total(
    input.amounts.rateBasisPoints > 0 ? t('api.invoice.vat', { rate }) : t('api.invoice.noVat'),
    amount(input.amounts.vat),
  );
  total(t('api.invoice.gross'), amount(input.amounts.gross), true);

  doc
    .moveDown(2)
    .font('regular')
    .text(t('api.invoice.paid', { date, method: input.methodLabel }), left);
  doc.moveDown().text(t('api.invoice.thanks', { site: input.siteName }), left);
  doc.end();
  return done;
}
