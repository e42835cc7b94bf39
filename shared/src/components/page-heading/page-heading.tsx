// The heading that opens a remote's page (h1) or a step inside one (h2), with an optional lead, styled
// alike everywhere. The frame around it focuses `headingRef` when its page appears, so screen readers
// announce where a navigation landed; the heading itself draws no focus ring for that programmatic focus.
// A page's h1 also names the window: its visible text (the subtitle where there is one) and the site.
import type { Theme } from '@emotion/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useBusState } from '../../bus/use-bus';
import { visuallyHidden } from '../../theme/visually-hidden';
import { setPageTitle } from './page-title';

export interface PageHeadingProps {
  level: 1 | 2;
  title: ReactNode;
  /** A visible heading-sized line shown instead of the title, which then stays for screen readers only
   * (a profile shows the member's name while its h1 says what the page is). */
  subtitle?: ReactNode;
  lead?: ReactNode;
  /** The window's name where the heading's text is not it (a subtitle that also holds a badge's label). */
  windowTitle?: string;
  id?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

// Page titles are single words in some languages ("Benachrichtigungen" is 330 px at 28 px): the size follows
// the screen down to 22 px, and a word still too wide breaks (hyphenated where the browser knows the language)
// instead of widening the page.
const headingSize = (theme: Theme) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes.xl}, 7vw, ${theme.fontSizes.xxl})`,
  lineHeight: 1.2,
  overflowWrap: 'break-word' as const,
  hyphens: 'auto' as const,
});

export function PageHeading({ level, title, subtitle, lead, windowTitle, id, headingRef }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const ownRef = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? ownRef;
  const subtitleRef = useRef<HTMLParagraphElement>(null);
  const siteName = useBusState('settings.loaded')?.settings.name;
  // Titles are elements (formatted messages, a name and age): the window takes their rendered text.
  useEffect(() => {
    if (level !== 1) return;
    const text = windowTitle ?? (subtitleRef.current ?? ref.current)?.textContent?.trim();
    if (text) setPageTitle(text, siteName);
  });
  return (
    <div>
      <Heading
        id={id}
        ref={ref}
        tabIndex={-1}
        css={(theme: Theme) => [headingSize(theme), { outline: 'none' }, subtitle ? visuallyHidden : {}]}
      >
        {title}
      </Heading>
      {subtitle ? (
        <p
          ref={subtitleRef}
          css={(theme: Theme) => [headingSize(theme), { fontWeight: theme.fontWeights.bold }]}
        >
          {subtitle}
        </p>
      ) : null}
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
