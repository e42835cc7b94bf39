// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A responsive grid of member tiles: two columns on a phone, up to five on a wide screen. */
export function MemberGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      role="list"
      aria-label={label}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        [`@media (min-width: ${theme.breakpoints.md}px)`]: {
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: theme.space[4],
        },
        '& > *': { listStyle: 'none' },
      })}
    >
      {children}
    </div>
  );
}

export function MemberGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
