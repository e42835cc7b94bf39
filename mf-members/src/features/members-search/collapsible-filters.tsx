// On a phone the search form would fill the first screen: it folds behind a Filters button that says what
// is active, and opens in place. Wider screens always show the form. The fold is a native <details>: it
// opens and closes before the script arrives (or without it), by touch, mouse and keyboard, and screen
// readers say whether it is expanded. Which one shows is the stylesheet's media query, not a script's: the
// server draws the page without knowing the screen (docs/public-pages.md), and the browser hydrates the same
// elements on a phone and on a desktop.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles, mediaUp, type SearchFilters } from '@dating/shared';
import { useOptionLabels } from '../member-card/option-labels';
import { filtersSummary } from './filters-summary';

/**
 * Wide screens, where the browser lets a stylesheet show a closed <details>' content (::details-content).
 * A browser without it folds the form on every screen, rather than hide it with no way to open it.
 */
const WIDE = '@supports selector(::details-content)';

export interface CollapsibleFiltersProps {
  filters: SearchFilters;
  children: ReactNode;
}

export function CollapsibleFilters({ filters, children }: CollapsibleFiltersProps) {
  const intl = useIntl();
  const labels = useOptionLabels();

  const summary = filtersSummary(filters, {
    gender: (value) => labels.option('gender', value),
    country: (code) => new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code,
    ageRange: (min, max) =>
      intl.formatMessage({ id: 'members.search.ageRange' }, { min: min ?? 18, max: max ?? 99 }),
    more: (count) => intl.formatMessage({ id: 'members.search.moreFilters' }, { count }),
  });
  return (
    <details
      css={{ [WIDE]: { [mediaUp('md')]: { '&::details-content': { contentVisibility: 'visible' } } } }}
    >
      <summary
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space[3],
          // As wide as what it shows, so a tap beside it does not open the filters.
          width: 'fit-content',
          maxWidth: '100%',
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          // The ring goes round the part that looks like a button.
          '&:focus-visible': { outline: 'none' },
          'details[open] > &': { marginBottom: theme.space[3] },
          [WIDE]: { [mediaUp('md')]: { display: 'none' } },
        })}
      >
        <span
          css={(theme: Theme) => ({
            ...buttonStyles(theme, 'secondary', 'md', false),
            'summary:hover > &': { background: theme.colors.secondaryHover },
            'summary:focus-visible > &': theme.focusRing,
          })}
        >
          {/* Both labels are written; the open state, which only the browser knows, shows one. */}
          <span css={{ 'details[open] &': { display: 'none' } }}>
            {intl.formatMessage({ id: 'members.search.showFilters' })}
          </span>
          <span css={{ 'details:not([open]) &': { display: 'none' } }}>
            {intl.formatMessage({ id: 'members.search.hideFilters' })}
          </span>
        </span>
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
      </summary>
      {children}
    </details>
  );
}
