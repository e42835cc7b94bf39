// @feature-public: other features import this module (docs/conventions.md, Layout).
// Opening lines for a first message (the composer mounts this while a conversation has no messages). A
// click puts the line into the composer through `onPick`; nothing is sent until the member sends it.
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, mediaDown, visuallyHidden } from '@dating/shared';

// Spelled out, so the i18n check sees every line in use.
const LINES = Object.values(
  defineMessages({
    line1: { id: 'chat.icebreakers.line1' },
    line2: { id: 'chat.icebreakers.line2' },
    line3: { id: 'chat.icebreakers.line3' },
    line4: { id: 'chat.icebreakers.line4' },
    line5: { id: 'chat.icebreakers.line5' },
    line6: { id: 'chat.icebreakers.line6' },
    line7: { id: 'chat.icebreakers.line7' },
    line8: { id: 'chat.icebreakers.line8' },
    line9: { id: 'chat.icebreakers.line9' },
    line10: { id: 'chat.icebreakers.line10' },
  }),
);

/** How many lines show at once; "Other ideas" moves on to the next ones. */
export const ICEBREAKERS_SHOWN = 3;

export interface IcebreakerSuggestionsProps {
  /** Called with the chosen line, translated: put it into the composer. */
  onPick: (text: string) => void;
  /** Where to start in the list (tests; otherwise a random place, so two chats do not open alike). */
  start?: number;
}

export function IcebreakerSuggestions({ onPick, start }: IcebreakerSuggestionsProps) {
  const intl = useIntl();
  const headingId = useId();
  const [offset, setOffset] = useState(() => start ?? Math.floor(Math.random() * LINES.length));
  const shown = Array.from(
    { length: ICEBREAKERS_SHOWN },
    (_, i) => LINES[(offset + i) % LINES.length],
  ).filter((line) => line !== undefined);

  return (
    <section
      aria-labelledby={headingId}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[3],
        borderRadius: theme.radii.lg,
        background: theme.colors.surfaceMuted,
        // On a phone the lines are one row to swipe through: the composer's Send stays on screen.
        // On a phone: one row, the lines to swipe through and "Other ideas" beside them; the title and hint
        // stay for screen readers.
        [mediaDown('sm')]: {
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          alignItems: 'center',
          gap: theme.space[1],
          padding: theme.space[1],
          marginBottom: theme.space[2],
        },
      })}
    >
      <h2
        id={headingId}
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.md,
          [mediaDown('sm')]: visuallyHidden,
        })}
      >
        {intl.formatMessage({ id: 'chat.icebreakers.title' })}
      </h2>
      <p
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
          [mediaDown('sm')]: visuallyHidden,
        })}
      >
        {intl.formatMessage({ id: 'chat.icebreakers.hint' })}
      </p>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[2],
          [mediaDown('sm')]: {
            gridAutoFlow: 'column',
            gridAutoColumns: 'max-content',
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x mandatory',
            '& > li': { scrollSnapAlign: 'start' },
          },
        })}
      >
        {shown.map((line) => {
          const text = intl.formatMessage(line);
          return (
            <li key={line.id}>
              <button
                type="button"
                onClick={() => onPick(text)}
                aria-label={intl.formatMessage({ id: 'chat.icebreakers.use' }, { text })}
                css={(theme: Theme) => ({
                  width: '100%',
                  textAlign: 'start',
                  font: 'inherit',
                  color: theme.colors.text,
                  background: theme.colors.surface,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radii.md,
                  padding: `${theme.space[2]}px ${theme.space[3]}px`,
                  cursor: 'pointer',
                  [mediaDown('sm')]: {
                    whiteSpace: 'nowrap',
                    minHeight: 44,
                    fontSize: theme.fontSizes.sm,
                    padding: theme.space[2],
                  },
                  '&:hover': { borderColor: theme.colors.primary },
                  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
                })}
              >
                {text}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOffset((current) => (current + ICEBREAKERS_SHOWN) % LINES.length)}
        >
          {intl.formatMessage({ id: 'chat.icebreakers.more' })}
        </Button>
      </div>
    </section>
  );
}
