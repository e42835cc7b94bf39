// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NICHE_COPY } from './niche';
import { useNiche } from './lander-frame';
import { useLanderCopy } from './lander-copy';

/**
 * The niche's headline and lead (niche.ts): what the site is for, in the words of its niche; the site's own
 * copy from the console where it wrote one (lander-copy.tsx).
 */
export function useNicheCopy(): { headline: string; lead: string } {
  const intl = useIntl();
  const ids = NICHE_COPY[useNiche()];
  const own = useLanderCopy();
  return {
    headline: own.headline ?? intl.formatMessage({ id: ids.headline }),
    lead: own.lead ?? intl.formatMessage({ id: ids.lead }),
  };
}

/** A lander's h1 and lead, sized for a phone first. */
export function LanderHeading({
  title,
  lead,
  inverted = false,
  align = 'start',
}: {
  title: ReactNode;
  lead?: ReactNode;
  inverted?: boolean;
  align?: 'start' | 'center';
}) {
  return (
    <div css={{ display: 'grid', gap: 8, textAlign: align }}>
      <h1
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: 'clamp(1.6rem, 5vw + 0.5rem, 2.75rem)',
          lineHeight: theme.lineHeights.tight,
          overflowWrap: 'anywhere',
          hyphens: 'auto',
        })}
      >
        {title}
      </h1>
      {lead && (
        <p
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.lg,
            color: inverted ? '#E9DDEE' : theme.colors.textMuted,
          })}
        >
          {lead}
        </p>
      )}
    </div>
  );
}

/** The content column of a lander: centred, with phone-sized padding. */
export const column = (theme: Theme) => ({
  maxWidth: theme.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${theme.space[5]}px ${theme.space[4]}px ${theme.space[7]}px`,
  display: 'grid',
  gap: theme.space[5],
});
