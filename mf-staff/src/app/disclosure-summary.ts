// The `<summary>` of a `<details>` that must be a 44 px touch target. A flex summary loses the browser's
// open/closed triangle (it is a list item's marker), and without it the toggle reads as plain text: the
// triangle is drawn here instead, turned while the details are open.
import type { Theme } from '@emotion/react';

export const disclosureSummary = (theme: Theme) => ({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  fontWeight: 600,
  '&::before': {
    content: '"▸"',
    display: 'inline-block',
    transition: 'transform 0.15s',
  },
  'details[open] > &::before': { transform: 'rotate(90deg)' },
  '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
});
