// The funnel's figures as tables: per step and variant the count, its conversions and the test against the
// control in words; and the breakdown per traffic source.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@dating/shared';
import type { FunnelStepFigure, StaffFunnelAnswer } from '@dating/shared/contract';
import { FUNNEL_STEPS, stepName, variantLetter } from './funnel-steps';

const tableCss = (theme: Theme) => ({
  borderCollapse: 'collapse' as const,
  width: '100%',
  '& th, & td': {
    padding: `${theme.space[1]}px ${theme.space[2]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  },
  '& td.number': { textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' },
});

type Intl = ReturnType<typeof useIntl>;

/** Whole percent, rounded down, so 94.6 % is never shown as the 95 % it did not reach. */
const confidenceText = (intl: Intl, confidence: number) =>
  intl.formatNumber(Math.floor(confidence * 100) / 100, { style: 'percent' });

export function significanceText(
  intl: Intl,
  figure: FunnelStepFigure,
  variant: string,
  control: string,
): string | null {
  if (figure.step === 'visits') return null;
  const significance = figure.significance;
  if (!significance) return intl.formatMessage({ id: 'staff.funnel.noTest' });
  const values = { variant, control, confidence: confidenceText(intl, significance.confidence) };
  if (!significance.significant) return intl.formatMessage({ id: 'staff.funnel.notSignificant' }, values);
  return intl.formatMessage(
    { id: significance.better ? 'staff.funnel.better' : 'staff.funnel.worse' },
    values,
  );
}

export function VariantTable({ data }: { data: StaffFunnelAnswer }) {
  const intl = useIntl();
  const format = useFormatters();
  const share = (value: number | null) => (value === null ? '–' : format.percent(value * 100));
  const control = variantLetter(0);
  return (
    <table css={tableCss}>
      <caption css={{ textAlign: 'start' }}>
        {intl.formatMessage(
          { id: 'staff.funnel.variantsCaption' },
          { site: data.site.domain, remote: data.remote, since: data.since, until: data.until },
        )}
      </caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.step' })}</th>
          {data.variants.map((variant, index) => (
            <th scope="col" key={variant.entry} css={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {intl.formatMessage(
                { id: variant.control ? 'staff.funnel.controlHeader' : 'staff.funnel.variantHeader' },
                { variant: variantLetter(index), entry: variant.entry },
              )}
              <br />
              <small css={{ fontWeight: 400 }}>
                {variant.weight === null
                  ? intl.formatMessage({ id: 'staff.funnel.notServed' })
                  : intl.formatMessage(
                      { id: 'staff.funnel.weight' },
                      { weight: format.percent(variant.weight) },
                    )}
              </small>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {FUNNEL_STEPS.map((step, stepIndex) => (
          <tr key={step}>
            <th scope="row">{stepName(intl, step)}</th>
            {data.variants.map((variant, index) => {
              const figure = variant.steps[stepIndex];
              if (!figure) return <td key={variant.entry} />;
              const words = variant.control
                ? null
                : significanceText(intl, figure, variantLetter(index), control);
              return (
                <td key={variant.entry}>
                  <strong>{format.number(figure.count)}</strong>
                  {step !== 'visits' && (
                    <div>
                      {intl.formatMessage(
                        { id: 'staff.funnel.conversions' },
                        { fromVisits: share(figure.fromVisits), fromPrevious: share(figure.fromPrevious) },
                      )}
                    </div>
                  )}
                  {words && <div css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{words}</div>}
                </td>
              );
            })}
          </tr>
        ))}
        <tr>
          <th scope="row">{intl.formatMessage({ id: 'staff.funnel.revenue' })}</th>
          {data.variants.map((variant) => (
            <td key={variant.entry}>
              <strong>{format.currency(variant.revenueCents / 100, data.site.currency)}</strong>
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{intl.formatMessage({ id: 'staff.funnel.errorRate' })}</th>
          {data.variants.map((variant) => (
            <td key={variant.entry}>
              <strong>
                {variant.errors.rate === null
                  ? '–'
                  : format.number(variant.errors.rate / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </strong>
              <div css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
                {intl.formatMessage(
                  { id: 'staff.funnel.errorCounts' },
                  { errors: variant.errors.errors, views: variant.errors.views },
                )}
              </div>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

export function SourceTable({ data }: { data: StaffFunnelAnswer }) {
  const intl = useIntl();
  const format = useFormatters();
  const indexOf = (entry: string) =>
    Math.max(
      0,
      data.variants.findIndex((variant) => variant.entry === entry),
    );
  // In the variants' order (A first), then as the server sorted them (network, ref).
  const rows = data.sources
    .map((row, order) => ({ row, order }))
    .sort((a, b) => indexOf(a.row.entry) - indexOf(b.row.entry) || a.order - b.order)
    .map(({ row }) => row);
  if (data.sources.length === 0) return <p>{intl.formatMessage({ id: 'staff.funnel.noSources' })}</p>;
  return (
    <table css={tableCss}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.network' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.ref' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.subIds' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.variant' })}</th>
          {FUNNEL_STEPS.map((step) => (
            <th scope="col" key={step}>
              {stepName(intl, step)}
            </th>
          ))}
          <th scope="col">{intl.formatMessage({ id: 'staff.funnel.revenue' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={[row.network, row.ref, row.sub1, row.sub2, row.sub3, row.entry].join('\u0000')}>
            <th scope="row" css={{ overflowWrap: 'anywhere' }}>
              {row.network ?? intl.formatMessage({ id: 'staff.funnel.direct' })}
            </th>
            <td css={{ overflowWrap: 'anywhere' }}>{row.ref ?? '–'}</td>
            <td css={{ overflowWrap: 'anywhere' }}>
              {[row.sub1, row.sub2, row.sub3].map((sub) => sub ?? '–').join(' / ')}
            </td>
            <td>{variantLetter(indexOf(row.entry))}</td>
            {FUNNEL_STEPS.map((step) => (
              <td key={step} className="number">
                {format.number(row[step])}
              </td>
            ))}
            <td className="number">{format.currency(row.revenueCents / 100, data.site.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
