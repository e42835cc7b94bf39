// The funnel as bars: per step, one bar per variant, its length the share of that variant's visitors who got
// that far, with the count and the share written beside it (the chart reads without colour or hovering).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useFormatters } from '@dating/shared';
import type { FunnelVariant } from '@dating/shared/contract';
import { FUNNEL_STEPS, stepName, variantLetter } from './funnel-steps';

const BAR_HEIGHT = 18;

export function FunnelChart({ variants }: { variants: readonly FunnelVariant[] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <figure aria-labelledby="staff-funnel-chart" css={{ margin: 0 }}>
      {/* A heading, so the steps' headings below it follow the page's outline (h1, h2, h3). */}
      <figcaption>
        <h2 id="staff-funnel-chart" css={(theme: Theme) => ({ margin: `0 0 ${theme.space[2]}px` })}>
          {intl.formatMessage({ id: 'staff.funnel.chartCaption' })}
        </h2>
      </figcaption>
      <ol
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        })}
      >
        {FUNNEL_STEPS.map((step, stepIndex) => (
          <li key={step}>
            <h3 css={(theme: Theme) => ({ margin: `0 0 ${theme.space[1]}px`, fontSize: theme.fontSizes.md })}>
              {stepName(intl, step)}
            </h3>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {variants.map((variant, index) => {
                const figure = variant.steps[stepIndex];
                const share = figure?.fromVisits ?? 0;
                const label = intl.formatMessage(
                  { id: 'staff.funnel.chartBar' },
                  {
                    variant: variantLetter(index),
                    count: format.number(figure?.count ?? 0),
                    share: format.percent(share * 100),
                  },
                );
                return (
                  <li key={variant.entry} css={(theme: Theme) => ({ marginBottom: theme.space[1] })}>
                    <div css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm })}>{label}</div>
                    <svg
                      width="100%"
                      height={BAR_HEIGHT}
                      aria-hidden="true"
                      focusable="false"
                      css={{ display: 'block' }}
                    >
                      <rect
                        width="100%"
                        height={BAR_HEIGHT}
                        rx={3}
                        css={(theme: Theme) => ({ fill: theme.colors.surfaceMuted })}
                      />
                      <rect
                        width={`${Math.max(share * 100, share > 0 ? 0.5 : 0)}%`}
                        height={BAR_HEIGHT}
                        rx={3}
                        css={(theme: Theme) => ({
                          fill: index === 0 ? theme.colors.textMuted : theme.colors.primary,
                        })}
                      />
                    </svg>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </figure>
  );
}
