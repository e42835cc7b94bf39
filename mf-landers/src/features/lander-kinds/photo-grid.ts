import type { Theme } from '@emotion/react';
import { mediaUp } from '@dating/shared';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** The list style of a grid of member photos: two columns on a phone, more from the `md` and `lg` widths. */
export const photoGrid =
  ({ md, lg }: { md: number; lg?: number }) =>
  (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space[3],
    gridTemplateColumns: columns(2),
    [mediaUp('md')]: { gridTemplateColumns: columns(md) },
    ...(lg ? { [mediaUp('lg')]: { gridTemplateColumns: columns(lg) } } : {}),
  });
