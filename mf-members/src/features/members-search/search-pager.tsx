import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pagerItems(current: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page++)
    if (page >= 1 && page <= pageCount) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (previous > 0 && page - previous > 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

/** The real pager under the infinite list, for keyboards, screen readers and jumping far ahead. */
export function SearchPager({
  current,
  firstShown,
  pageCount,
  onPage,
}: {
  current: number;
  firstShown: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const isShown = (page: number) => page >= firstShown && page <= current;
  return (
    <nav aria-label={intl.formatMessage({ id: 'members.search.pagerLabel' })}>
      <ul
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space[2],
          listStyle: 'none',
          padding: 0,
          margin: 0,
          justifyContent: 'center',
        })}
      >
        {pagerItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" css={{ alignSelf: 'center' }}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'members.search.pageN' }, { page: item })}
                css={(theme: Theme) => ({
                  minWidth: 44,
                  minHeight: 44,
                  borderRadius: theme.radii.md,
                  border: `1px solid ${theme.colors.borderStrong}`,
                  background: isShown(item) ? theme.colors.primary : theme.colors.surface,
                  color: isShown(item) ? theme.colors.onPrimary : theme.colors.text,
                  fontWeight: theme.fontWeights.medium,
                  cursor: 'pointer',
                  '&:focus-visible': theme.focusRing,
                })}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
