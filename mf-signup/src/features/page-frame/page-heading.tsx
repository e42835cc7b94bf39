// The heading and lead that open an account page (h1) or a signup step (h2), styled alike.
import type { Theme } from '@emotion/react';
import type { ReactNode, RefObject } from 'react';

export interface PageHeadingProps {
  level: 1 | 2;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  /** The frame focuses the heading when its page or step appears, so screen readers announce it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function PageHeading({ level, title, lead, id, headingRef }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div>
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={-1}
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xxl,
          lineHeight: 1.2,
          outline: 'none',
        })}
      >
        {title}
      </Heading>
      {lead ? (
        <p
          css={(theme: Theme) => ({
            margin: `${theme.space[2]}px 0 0`,
            color: theme.colors.textMuted,
            overflowWrap: 'anywhere',
          })}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
