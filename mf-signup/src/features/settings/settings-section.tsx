import type { Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';

/** One titled block of the settings page. */
export function SettingsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        paddingTop: theme.space[4],
        borderTop: `1px solid ${theme.colors.border}`,
      })}
    >
      <h2 id={id} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
