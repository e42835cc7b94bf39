// The card the account pages sit in: one h1, focused on arrival so screen readers announce the new page.
import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PageHeading } from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';

export interface PageFrameProps {
  route: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}

export function PageFrame({ route, title, lead, children, wide = false }: PageFrameProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route}
      aria-labelledby={titleId}
      css={(theme: Theme) => ({
        maxWidth: wide ? 760 : 480,
        margin: `${theme.space[6]}px auto`,
        padding: theme.space[5],
        background: theme.colors.surface,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.sm,
        display: 'grid',
        gap: theme.space[4],
        [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: {
          margin: 0,
          borderRadius: 0,
          boxShadow: 'none',
          padding: theme.space[4],
        },
      })}
    >
      <PageHeading level={1} id={titleId} headingRef={headingRef} title={title} lead={lead} />
      {children}
    </section>
  );
}

/** A vertical form with even spacing. */
export const formStack = (theme: Theme) => ({ display: 'grid', gap: theme.space[4] });
