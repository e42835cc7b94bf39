// The report as CSV (RFC 4180): one row per variant over all sources, then one per variant and source.
import { FUNNEL_STEPS, type StaffFunnelAnswer } from '@dating/shared/contract';

const STEP_COLUMNS = ['visits', 'signup_started', 'signup_completed', 'activated', 'first_payment'];

/**
 * Quoted when it holds a separator, quote or line break. A value a spreadsheet would run as a formula
 * (a network name from a visitor's URL could start with `=`) gets a leading apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function funnelCsv(report: StaffFunnelAnswer): string {
  const header = [
    'variant',
    'control',
    'network',
    'ref',
    'sub1',
    'sub2',
    'sub3',
    ...STEP_COLUMNS,
    ...STEP_COLUMNS.slice(1).map((step) => `${step}_confidence_vs_control`),
    'revenue',
    'currency',
  ];
  const lines: (string | number | null)[][] = [header];
  for (const variant of report.variants)
    lines.push([
      variant.entry,
      variant.control ? 'yes' : 'no',
      '*',
      '*',
      '*',
      '*',
      '*',
      ...variant.steps.map((step) => step.count),
      ...variant.steps
        .slice(1)
        .map((step) => (step.significance ? step.significance.confidence.toFixed(4) : null)),
      money(variant.revenueCents),
      report.site.currency,
    ]);
  for (const row of report.sources)
    lines.push([
      row.entry,
      report.variants.find((variant) => variant.entry === row.entry)?.control ? 'yes' : 'no',
      row.network ?? 'direct',
      row.ref,
      row.sub1,
      row.sub2,
      row.sub3,
      ...FUNNEL_STEPS.map((step) => row[step]),
      ...STEP_COLUMNS.slice(1).map(() => null),
      money(row.revenueCents),
      report.site.currency,
    ]);
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export function funnelCsvFilename(report: StaffFunnelAnswer): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9.-]+/g, '_');
  return `funnel-${safe(report.site.domain)}-${safe(report.remote)}-${report.since}-${report.until}.csv`;
}
