// A list of labelled facts (a member's file, a queue's evidence, an account, what an audited action changed).
// On a phone each label stands above its value: beside a label as long as "Decision appealed against", a
// 320 px screen would leave the value a column a few letters wide.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export function FactList({ children }: { children: ReactNode }) {
  return (
    <dl
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: `${theme.space[1]}px ${theme.space[3]}px`,
        margin: 0,
        [`@media (min-width: ${theme.breakpoints.sm}px)`]: {
          gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        },
      })}
    >
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div css={{ display: 'contents' }}>
      <dt css={{ fontWeight: 600 }}>{label}</dt>
      <dd
        css={(theme: Theme) => ({
          margin: `0 0 ${theme.space[2]}px`,
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-wrap',
          [`@media (min-width: ${theme.breakpoints.sm}px)`]: { marginBottom: 0 },
        })}
      >
        {children}
      </dd>
    </div>
  );
}
