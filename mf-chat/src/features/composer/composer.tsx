// @feature-public: other features import this module (docs/conventions.md, Layout).
// Writing a message: a labelled text area with the site's message_length and a counter, Enter to send and
// Shift+Enter for a new line, typing frames for the other side (throttled), and the gift and photo buttons.
// A chosen photo is shown first, with its price on the send button and a cancel: nothing is sent or charged
// until the member sends it. On a phone the composer stays one line of text and one row of buttons (gift and
// photo as icons), so the conversation keeps the screen with the keyboard open, from 320 px up.
import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, getBus, Icon, mediaDown, type SendGiftResponse, visuallyHidden } from '@dating/shared';
import { GiftPicker } from '../gifts/gift-picker';
import { IcebreakerSuggestions } from '../icebreakers/icebreaker-suggestions';

/** One typing frame per this many ms at most while the member types. */
export const TYPING_THROTTLE_MS = 3000;

export interface ComposerProps {
  maxLength: number;
  conversationId: number | null;
  recipient: { id: number; name: string };
  onSend: (body: string) => void;
  /** Premium members may send photos; null hides the button. Called when the member sends the previewed photo. */
  onPhoto: ((file: File) => void) | null;
  /** What sending a photo costs now, in credits (0: free); shown on the photo's send button. */
  photoCost?: number;
  onGiftSent: (sent: SendGiftResponse) => void;
  showIcebreakers: boolean;
}

export function Composer({
  maxLength,
  conversationId,
  recipient,
  onSend,
  onPhoto,
  photoCost = 0,
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
  const [photo, setPhoto] = useState<File | null>(null);
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
        [mediaDown('sm')]: { padding: theme.space[2] },
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
      {photo && onPhoto && (
        <PhotoPreview
          file={photo}
          recipient={recipient.name}
          cost={photoCost}
          onCancel={() => setPhoto(null)}
          onSend={() => {
            setPhoto(null);
            onPhoto(photo);
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
          css={(theme: Theme) => ({
            display: 'block',
            fontWeight: theme.fontWeights.medium,
            // The placeholder says what the box is for; screen readers keep the label.
            [mediaDown('sm')]: visuallyHidden,
          })}
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
            // One line on a phone: the messages keep the screen while the keyboard is open.
            [mediaDown('sm')]: {
              minHeight: 44,
              height: 44,
              marginTop: 0,
              resize: 'none',
              '&::placeholder': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
            },
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
            [mediaDown('sm')]: { flexWrap: 'nowrap', gap: theme.space[1] },
          })}
        >
          <span
            id={counterId}
            aria-live="polite"
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.xs,
              color: left < 0 ? theme.colors.danger : theme.colors.textMuted,
              marginRight: 'auto',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            })}
          >
            {left < 0
              ? intl.formatMessage({ id: 'chat.composer.tooLong' }, { count: -left })
              : intl.formatMessage({ id: 'chat.composer.left' }, { count: left })}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setGiftOpen(true)}
            css={actionButton}
          >
            <Icon name="gift" size={18} />
            <span css={phoneHidden}>{intl.formatMessage({ id: 'chat.composer.gift' })}</span>
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
                  if (file) setPhoto(file);
                  event.target.value = '';
                }}
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => fileInput.current?.click()}
                disabled={photo !== null}
                css={actionButton}
              >
                <Icon name="camera" size={18} />
                <span css={phoneHidden}>{intl.formatMessage({ id: 'chat.composer.photo' })}</span>
              </Button>
            </>
          )}
          <Button type="submit" disabled={!text.trim() || left < 0} css={{ flexShrink: 0 }}>
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

/** The words of the gift and photo buttons: shown from the sm breakpoint, the accessible name everywhere. */
const phoneHidden = { [mediaDown('sm')]: visuallyHidden };
const actionButton = (theme: Theme) => ({
  gap: theme.space[1],
  flexShrink: 0,
  [mediaDown('sm')]: { minWidth: 44, paddingInline: theme.space[2] },
});

/** The chosen photo before it goes: a thumbnail, the price on the send button, and a way back. */
function PhotoPreview({
  file,
  recipient,
  cost,
  onCancel,
  onSend,
}: {
  file: File;
  recipient: string;
  cost: number;
  onCancel: () => void;
  onSend: () => void;
}) {
  const intl = useIntl();
  const image = useRef<HTMLImageElement>(null);
  const headingId = useId();
  const send = useRef<HTMLButtonElement>(null);
  // The object URL lives as long as this preview of this file; the image element takes it directly.
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  useEffect(() => send.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="photo-preview"
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space[2],
        marginBottom: theme.space[2],
        padding: theme.space[2],
        borderRadius: theme.radii.md,
        background: theme.colors.surfaceMuted,
      })}
    >
      <img
        ref={image}
        alt=""
        width={72}
        height={72}
        css={(theme: Theme) => ({ objectFit: 'cover', borderRadius: theme.radii.sm, flexShrink: 0 })}
      />
      <h2
        id={headingId}
        css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, flex: '1 1 8rem', minWidth: 0 })}
      >
        {intl.formatMessage({ id: 'chat.composer.photoPreview' }, { name: recipient })}
      </h2>
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], marginInlineStart: 'auto' })}>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {intl.formatMessage({ id: 'chat.composer.cancelPhoto' })}
        </Button>
        <Button ref={send} type="button" size="sm" onClick={onSend}>
          {intl.formatMessage({ id: 'chat.composer.sendPhoto' }, { credits: cost })}
        </Button>
      </div>
    </section>
  );
}
