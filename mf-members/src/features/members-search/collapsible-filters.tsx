// On a phone the search form would fill the first screen: it folds behind a Filters button that says what
// is active, and opens in place. Wider screens always show the form. Which one shows is the stylesheet's
// media query, not a script's: the server draws the page without knowing the screen (docs/public-pages.md),
// and the browser hydrates the same elements on a phone and on a desktop.
import type { Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, mediaDown, type SearchFilters } from '@dating/shared';
import { useOptionLabels } from '../member-card/option-labels';
import { filtersSummary } from './filters-summary';

export interface CollapsibleFiltersProps {
  filters: SearchFilters;
  children: ReactNode;
}

export function CollapsibleFilters({ filters, children }: CollapsibleFiltersProps) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const summary = filtersSummary(filters, {
    gender: (value) => labels.option('gender', value),
    country: (code) => new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code,
    ageRange: (min, max) =>
      intl.formatMessage({ id: 'members.search.ageRange' }, { min: min ?? 18, max: max ?? 99 }),
    more: (count) => intl.formatMessage({ id: 'members.search.moreFilters' }, { count }),
  });
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <div
        css={(theme: Theme) => ({
          display: 'none',
          [mediaDown('md')]: { display: 'flex' },
          alignItems: 'center',
          gap: theme.space[3],
          minWidth: 0,
        })}
      >
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {intl.formatMessage({ id: open ? 'members.search.hideFilters' : 'members.search.showFilters' })}
        </Button>
        <span
          data-testid="filters-summary"
          css={(theme: Theme) => ({
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
        >
          {summary.length > 0 ? summary.join(' · ') : intl.formatMessage({ id: 'members.search.noFilters' })}
        </span>
      </div>
      <div
        id={panelId}
        data-open={open}
        css={{ [mediaDown('md')]: { '&[data-open="false"]': { display: 'none' } } }}
      >
        {children}
      </div>
    </div>
  );
}
