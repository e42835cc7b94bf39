// @feature-public: other features import this module (docs/conventions.md, Layout).
// The frame of every page the shell renders itself: one focused h1 (so screen readers announce the new page
// after client-side navigation) and a readable column.
import type { Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { mediaDown, usePageTitle } from '@dating/shared';

export function PageFrame({
  route,
  titleId,
  titleValues,
  title: ownTitle,
  wide = false,
  children,
}: {
  route: string;
  titleId: string;
  /** A title of the site's own (a content page's, from the site console) instead of the message's. */
  title?: string;
  titleValues?: Record<string, string | number>;
  wide?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = ownTitle ?? intl.formatMessage({ id: titleId }, titleValues);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route]);
  usePageTitle(title);

  return (
    <section
      data-remote="shell"
      data-route={route}
      aria-labelledby="shell-page-title"
      css={(theme: Theme) => ({
        maxWidth: wide ? theme.layout.contentMaxWidth : 760,
        margin: '0 auto',
        padding: `${theme.space[5]}px ${theme.space[4]}px ${theme.space[7]}px`,
        lineHeight: 1.6,
        overflowWrap: 'break-word',
        '& h2': { marginTop: theme.space[5], fontSize: theme.fontSizes.lg },
      })}
    >
      <h1
        id="shell-page-title"
        ref={heading}
        tabIndex={-1}
        css={(theme: Theme) => ({
          marginTop: 0,
          fontSize: theme.fontSizes.xxl,
          lineHeight: 1.25,
          outline: 'none',
          // Long compound words (Geschäftsbedingungen) break rather than push the page sideways.
          hyphens: 'auto',
          [mediaDown('sm')]: { fontSize: theme.fontSizes.xl },
        })}
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
