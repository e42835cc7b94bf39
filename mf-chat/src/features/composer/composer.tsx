// Writing a message: a labelled text area with the site's message_length and a counter, Enter to send and
// Shift+Enter for a new line, typing frames for the other side (throttled), and the gift and photo buttons.
import type { Theme } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, getBus, type SendGiftResponse } from '@dating/shared';
import { GiftPicker } from '../gifts/gift-picker';
import { IcebreakerSuggestions } from '../icebreakers/icebreaker-suggestions';

/** One typing frame per this many ms at most while the member types. */
export const TYPING_THROTTLE_MS = 3000;

export interface ComposerProps {
  maxLength: number;
  conversationId: number | null;
  recipient: { id: number; name: string };
  onSend: (body: string) => void;
  /** Premium members may send photos; null hides the button. */
  onPhoto: ((file: File) => void) | null;
  onGiftSent: (sent: SendGiftResponse) => void;
  showIcebreakers: boolean;
}

export function Composer({
  maxLength,
  conversationId,
  recipient,
  onSend,
  onPhoto,
  onGiftSent,
  showIcebreakers,
}: ComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [giftOpen, setGiftOpen] = useState(false);
  const lastTyping = useRef(0);
  const fieldId = useId();
  const counterId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const left = maxLength - text.length;

  const submit = () => {
    const body = text.trim();
    if (!body || left < 0) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) adds a line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversationId !== null && value && now - lastTyping.current > TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      getBus().publish('live.send', { frame: { type: 'typing', conversationId } });
    }
  };

  return (
    <div
      css={(theme: Theme) => ({
        borderTop: `1px solid ${theme.colors.border}`,
        padding: theme.space[3],
        background: theme.colors.surface,
      })}
    >
      {showIcebreakers && (
        <IcebreakerSuggestions
          onPick={(line) => {
            setText(line.slice(0, maxLength));
            area.current?.focus();
          }}
        />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label
          htmlFor={fieldId}
          css={(theme: Theme) => ({ display: 'block', fontWeight: theme.fontWeights.medium })}
        >
          {intl.formatMessage({ id: 'chat.composer.label' }, { name: recipient.name })}
        </label>
        <textarea
          id={fieldId}
          ref={area}
          value={text}
          rows={2}
          aria-describedby={counterId}
          aria-invalid={left < 0 || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
          css={(theme: Theme) => ({
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            marginTop: theme.space[1],
            padding: theme.space[2],
            font: 'inherit',
            resize: 'vertical',
            minHeight: 48,
            maxHeight: 200,
            borderRadius: theme.radii.md,
            border: `1px solid ${left < 0 ? theme.colors.danger : theme.colors.borderStrong}`,
            '&:focus-visible': theme.focusRing,
          })}
        />
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space[2],
            marginTop: theme.space[2],
          })}
        >
          <span
            id={counterId}
            aria-live="polite"
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.xs,
              color: left < 0 ? theme.colors.danger : theme.colors.textMuted,
              marginRight: 'auto',
            })}
          >
            {left < 0
              ? intl.formatMessage({ id: 'chat.composer.tooLong' }, { count: -left })
              : intl.formatMessage({ id: 'chat.composer.left' }, { count: left })}
          </span>
          <Button type="button" variant="secondary" size="sm" onClick={() => setGiftOpen(true)}>
            {intl.formatMessage({ id: 'chat.composer.gift' })}
          </Button>
          {onPhoto && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                hidden
                aria-hidden
                tabIndex={-1}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onPhoto(file);
                  event.target.value = '';
                }}
              />
              <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                {intl.formatMessage({ id: 'chat.composer.photo' })}
              </Button>
            </>
          )}
          <Button type="submit" disabled={!text.trim() || left < 0}>
            {intl.formatMessage({ id: 'chat.composer.send' })}
          </Button>
        </div>
      </form>
      <GiftPicker
        open={giftOpen}
        onClose={() => setGiftOpen(false)}
        recipient={recipient}
        onSent={(sent) => {
          setGiftOpen(false);
          onGiftSent(sent);
        }}
      />
    </div>
  );
}
