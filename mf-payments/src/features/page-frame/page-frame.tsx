import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageHeading } from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';

/**
 * The frame of every page of this remote: a labelled section with its h1, which takes focus when the page
 * (or its step) changes, so screen readers announce where a navigation landed.
 */
export function PageFrame({
  route,
  focusKey,
  title,
  lead,
  children,
  width = 'wide',
}: {
  route: string;
  /** Changing it moves focus to the heading again (a new step of the payment flow). */
  focusKey?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route, focusKey]);
  const id = `payments-${route}-title`;
  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route}
      aria-labelledby={id}
      css={(theme: Theme) => ({
        maxWidth: width === 'wide' ? theme.layout.contentMaxWidth : 720,
        margin: '0 auto',
        padding: `${theme.space[4]}px ${theme.space[3]}px ${theme.space[7]}px`,
        [`@media (min-width: ${theme.breakpoints.md}px)`]: {
          padding: `${theme.space[5]}px ${theme.space[4]}px ${theme.space[8]}px`,
        },
      })}
    >
      <div css={(theme: Theme) => ({ marginBottom: theme.space[4] })}>
        <PageHeading level={1} id={id} headingRef={heading} title={title} lead={lead} />
      </div>
      {children}
    </section>
  );
}
