// The frame of a remote's page: a section labelled by its h1, which takes focus when the page (or a step of
// it) appears, so screen readers announce where a navigation landed. `data-remote` and `data-route` say which
// remote drew it (tests and error reports read them).
import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PageHeading } from '../page-heading/page-heading';

export interface PageFrameProps {
  /** The package that renders the page (`@dating/mf-members`). */
  remote: string;
  route: string;
  title: ReactNode;
  /** A second, visible heading under a screen-reader-only h1 (e.g. the member's name on a profile). */
  subtitle?: ReactNode;
  /** The window's name when the visible heading holds more than words (see PageHeading). */
  windowTitle?: string;
  lead?: ReactNode;
  /** Buttons beside the heading, wrapping under it on a phone. */
  actions?: ReactNode;
  /** Changing it moves focus to the heading again (a new step of a flow). */
  focusKey?: string;
  /** `card`: a small form on a raised card, full width on a phone (login, signup, settings). */
  layout?: 'wide' | 'narrow' | 'card' | 'wide-card';
  children?: ReactNode;
}

const pageColumn = (maxWidth: number) => (theme: Theme) => ({
  maxWidth,
  margin: '0 auto',
  padding: `${theme.space[4]}px ${theme.space[3]}px ${theme.space[7]}px`,
  [`@media (min-width: ${theme.breakpoints.md}px)`]: {
    padding: `${theme.space[5]}px ${theme.space[4]}px ${theme.space[8]}px`,
  },
});

const card = (maxWidth: number) => (theme: Theme) => ({
  maxWidth,
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
});

export function PageFrame({
  remote,
  route,
  title,
  subtitle,
  windowTitle,
  lead,
  actions,
  focusKey,
  layout = 'wide',
  children,
}: PageFrameProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route, focusKey]);
  const isCard = layout === 'card' || layout === 'wide-card';
  const frame = (theme: Theme) => {
    if (isCard) return card(layout === 'wide-card' ? 760 : 480)(theme);
    return pageColumn(layout === 'wide' ? theme.layout.contentMaxWidth : 720)(theme);
  };
  const headingElement = (
    <PageHeading
      level={1}
      id={id}
      headingRef={heading}
      title={title}
      subtitle={subtitle}
      windowTitle={windowTitle}
      lead={lead}
    />
  );
  return (
    <section data-remote={remote} data-route={route} aria-labelledby={id} css={frame}>
      {isCard ? (
        headingElement
      ) : (
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
          {headingElement}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
