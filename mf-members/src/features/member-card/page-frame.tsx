import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageHeading } from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';

/**
 * The frame of every page of this remote: a labelled section with its h1, which takes focus when the page
 * opens so screen readers announce where a navigation landed.
 */
export function PageFrame({
  route,
  title,
  intro,
  actions,
  children,
  width = 'wide',
  subtitle,
  windowTitle,
}: {
  route: string;
  title: ReactNode;
  /** A second, visible heading under a screen-reader-only h1 (e.g. the member's name on a profile). */
  subtitle?: ReactNode;
  /** The window's name when the visible heading holds more than words (see PageHeading). */
  windowTitle?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route]);
  const id = `members-${route}-title`;
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
      <header
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.space[3],
          marginBottom: theme.space[4],
        })}
      >
        <PageHeading
          level={1}
          id={id}
          headingRef={heading}
          title={title}
          subtitle={subtitle}
          windowTitle={windowTitle}
          lead={intro}
        />
        {actions}
      </header>
      {children}
    </section>
  );
}
