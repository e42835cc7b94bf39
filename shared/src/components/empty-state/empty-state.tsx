// What a list or page shows when there is nothing yet, with an optional next step.
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative picture; hidden from screen readers. */
  illustration?: ReactNode;
  /** E.g. a Button leading somewhere useful. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  description,
  illustration,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className}
      css={(theme: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space[3],
        padding: `${theme.space[6]}px ${theme.space[4]}px`,
        textAlign: 'center',
        color: theme.colors.text,
      })}
    >
      {illustration && <div aria-hidden="true">{illustration}</div>}
      <Heading css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>{title}</Heading>
      {description && (
        <div
          css={(theme: Theme) => ({ maxWidth: 480, color: theme.colors.textMuted, '& > p': { margin: 0 } })}
        >
          {description}
        </div>
      )}
      {action}
    </section>
  );
}
