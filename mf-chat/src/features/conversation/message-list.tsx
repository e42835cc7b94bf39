// The messages of a conversation, oldest first, with a separator for each day, the sender's own messages on
// the right with their state (sending, sent, delivered, read, failed with a retry), gifts and photos.
import type { Theme } from '@emotion/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Button, useFormatters, visuallyHidden, type ChatMessage } from '@dating/shared';
import { giftNameMessage } from '../gifts/gift-names';

/** A message the member sent that the server has not confirmed yet (or refused). */
export interface PendingMessage {
  clientMessageId: string;
  body: string;
  createdAt: string;
  /** The server refused it or could not be reached; the alert above the composer says why. */
  failed: boolean;
}

export interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  onRetry: (pending: PendingMessage) => void;
  onUnlock: (message: ChatMessage) => void;
  unlocking: number | null;
}

const dayKey = (iso: string) => new Date(iso).toDateString();

const STATUS_IDS = {
  sent: 'chat.conversation.status.sent',
  delivered: 'chat.conversation.status.delivered',
  read: 'chat.conversation.status.read',
} as const;

export function MessageList({ messages, pending, onRetry, onUnlock, unlocking }: MessageListProps) {
  const intl = useIntl();
  const formatters = useFormatters();
  const dayLabel = (iso: string) => {
    const date = new Date(iso);
    const today = new Date();
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    if (date.toDateString() === today.toDateString())
      return intl.formatMessage({ id: 'chat.conversation.today' });
    if (date.toDateString() === yesterday.toDateString())
      return intl.formatMessage({ id: 'chat.conversation.yesterday' });
    return formatters.date(date, 'long');
  };
  // Pending messages that the server already confirmed (the answer and the refetch crossed) show once.
  const confirmed = new Set(messages.map((message) => message.client_message_id).filter(Boolean));
  const items = [
    ...messages.map((message) => ({ kind: 'stored' as const, at: message.sent_at, message })),
    ...pending
      .filter((item) => !confirmed.has(item.clientMessageId))
      .map((item) => ({ kind: 'pending' as const, at: item.createdAt, item })),
  ];

  return (
    <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((entry, index) => {
        const previous = items[index - 1];
        const newDay = !previous || dayKey(previous.at) !== dayKey(entry.at);
        const key = entry.kind === 'stored' ? `m${entry.message.id}` : `p${entry.item.clientMessageId}`;
        return (
          <Fragment key={key}>
            {newDay && (
              <li
                data-day
                css={(theme: Theme) => ({
                  textAlign: 'center',
                  color: theme.colors.textMuted,
                  fontSize: theme.fontSizes.xs,
                  margin: `${theme.space[4]}px 0 ${theme.space[2]}px`,
                })}
              >
                {dayLabel(entry.at)}
              </li>
            )}
            {entry.kind === 'stored' ? (
              <Bubble mine={entry.message.mine} data-message-id={entry.message.id}>
                <MessageBody message={entry.message} onUnlock={onUnlock} unlocking={unlocking} />
                <Meta>
                  <time dateTime={entry.message.sent_at}>{formatters.time(entry.message.sent_at)}</time>
                  {entry.message.mine && (
                    <>
                      {' · '}
                      <span data-status={entry.message.status}>
                        {intl.formatMessage({ id: STATUS_IDS[entry.message.status] })}
                      </span>
                    </>
                  )}
                </Meta>
              </Bubble>
            ) : (
              <Bubble mine data-pending={entry.item.failed ? 'failed' : 'sending'}>
                <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.item.body}</p>
                <Meta>
                  {entry.item.failed ? (
                    <>
                      <span>{intl.formatMessage({ id: 'chat.conversation.notSent' })}</span>{' '}
                      <Button size="sm" variant="secondary" onClick={() => onRetry(entry.item)}>
                        {intl.formatMessage({ id: 'chat.conversation.retry' })}
                      </Button>
                    </>
                  ) : (
                    intl.formatMessage({ id: 'chat.conversation.status.sending' })
                  )}
                </Meta>
              </Bubble>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}

function Bubble({
  mine,
  children,
  ...rest
}: { mine: boolean; children: React.ReactNode } & Record<string, unknown>) {
  return (
    <li
      {...rest}
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        margin: `${theme.space[1]}px 0`,
      })}
    >
      <div
        css={(theme: Theme) => ({
          maxWidth: 'min(80%, 560px)',
          padding: `${theme.space[2]}px ${theme.space[3]}px`,
          borderRadius: theme.radii.lg,
          background: mine ? theme.colors.primary : theme.colors.surface,
          color: mine ? theme.colors.onPrimary : theme.colors.text,
          border: mine ? 'none' : `1px solid ${theme.colors.border}`,
        })}
      >
        {children}
      </div>
    </li>
  );
}

function Meta({ children }: { children: React.ReactNode }) {
  return (
    <div css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, opacity: 0.85, marginTop: theme.space[1] })}>
      {children}
    </div>
  );
}

function MessageBody({
  message,
  onUnlock,
  unlocking,
}: {
  message: ChatMessage;
  onUnlock: (message: ChatMessage) => void;
  unlocking: number | null;
}) {
  const intl = useIntl();
  const sender = message.mine ? intl.formatMessage({ id: 'chat.conversation.you' }) : null;
  if (message.kind === 'gift' && message.gift) {
    const name = intl.formatMessage(giftNameMessage(message.gift.name));
    return (
      <figure css={{ margin: 0, textAlign: 'center' }}>
        <img src={message.gift.image} alt="" width={72} height={72} />
        <figcaption>
          {intl.formatMessage(
            { id: message.mine ? 'chat.conversation.giftSent' : 'chat.conversation.giftReceived' },
            { gift: name },
          )}
        </figcaption>
        {message.body && <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.body}</p>}
      </figure>
    );
  }
  if (message.kind === 'photo' && message.photo) {
    const photo = message.photo;
    return (
      <figure css={{ margin: 0 }}>
        {photo.url ? (
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.thumb_url}
              alt={intl.formatMessage({ id: 'chat.conversation.photoAlt' })}
              width={200}
              height={200}
              css={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }}
            />
          </a>
        ) : (
          <>
            <img
              src={photo.thumb_url}
              alt={intl.formatMessage({ id: 'chat.conversation.photoLockedAlt' })}
              width={200}
              height={200}
              css={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }}
            />
            <Button
              size="sm"
              onClick={() => onUnlock(message)}
              loading={unlocking === message.id}
              css={(theme: Theme) => ({ marginTop: theme.space[2] })}
            >
              {intl.formatMessage({ id: 'chat.conversation.unlockPhoto' }, { credits: photo.unlock_credits })}
            </Button>
          </>
        )}
      </figure>
    );
  }
  return (
    <>
      {sender && <span css={visuallyHidden}>{sender}: </span>}
      {/* Text only: React escapes it, so markup someone typed shows as the characters they typed. */}
      <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</p>
      {message.masked && (
        <p css={(theme: Theme) => ({ margin: `${theme.space[1]}px 0 0`, fontSize: theme.fontSizes.xs })}>
          {intl.formatMessage({ id: 'chat.conversation.masked' })}
        </p>
      )}
    </>
  );
}
