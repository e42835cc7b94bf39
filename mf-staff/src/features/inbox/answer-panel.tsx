// The answer screen: the conversation, the member's and the profile's profiles with the operators' facts,
// the member's last gifts and unlocked photos, and the answer written as the profile. Typing renews the
// claim and shows the member the profile typing; the draft survives a reload (use-draft.ts).
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Spinner } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { InboxConversation, InboxFactSubject, InboxProfileCard } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import {
  addFact,
  conversationKey,
  getInboxConversation,
  inboxKey,
  releaseConversation,
  sendAnswer,
  sendProfilePhoto,
  sendTyping,
} from './inbox-calls';
import { useDraft } from './use-draft';

/** Typing frames go out at most this often while the operator writes. */
const TYPING_EVERY_MS = 3_000;

const box = (theme: Theme) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[3],
});

export function AnswerPanel({ conversationId, onClose }: { conversationId: number; onClose: () => void }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const conversation = useQuery({
    queryKey: conversationKey(conversationId),
    queryFn: ({ signal }) => getInboxConversation(conversationId, signal),
  });
  if (conversation.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.inbox.loading' })} />;
  if (conversation.isError)
    return (
      <ErrorState
        error={conversation.error}
        message={staffError(conversation.error)}
        onRetry={() => void conversation.refetch()}
      />
    );
  return <Screen data={conversation.data} onClose={onClose} />;
}

function Screen({ data, onClose }: { data: InboxConversation; onClose: () => void }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const id = data.conversationId;
  const { draft, change, clear } = useDraft(id);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the panel opens below the whole list: focusing its heading takes the operator (and a screen
  // reader) to it, instead of leaving them at the button they pressed.
  useEffect(() => heading.current?.focus(), []);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: inboxKey });
  };
  const done = () => {
    clear();
    refresh();
    onClose();
  };
  const answer = useMutation({
    mutationFn: () => sendAnswer(id, draft.text, draft.clientMessageId),
    onSuccess: done,
    onError: (e) => setError(staffError(e)),
  });
  const photo = useMutation({
    mutationFn: (photoId: number) => sendProfilePhoto(id, photoId, crypto.randomUUID()),
    onSuccess: done,
    onError: (e) => setError(staffError(e)),
  });
  const release = useMutation({
    mutationFn: () => releaseConversation(id),
    onSettled: () => {
      refresh();
      onClose();
    },
  });
  const onType = (text: string) => {
    change(text);
    if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    sendTyping(id).catch((e: unknown) => setError(staffError(e)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    answer.mutate();
  };
  const length = draft.text.trim().length;

  return (
    <section
      aria-labelledby="inbox-answer-heading"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      <h2 id="inbox-answer-heading" ref={heading} tabIndex={-1}>
        {intl.formatMessage(
          { id: 'staff.inbox.answerAs' },
          { profile: data.profile.name, member: data.member.name, site: data.siteName },
        )}
      </h2>
      {/* The conversation and the answer first, what the operator reads and writes; the two profiles, their
          facts and gifts below are the context. */}
      <ol
        aria-label={intl.formatMessage({ id: 'staff.inbox.messages' })}
        css={{ listStyle: 'none', padding: 0 }}
      >
        {data.messages.map((message) => (
          <li
            key={message.id}
            css={(theme: Theme) => ({
              margin: `${theme.space[1]}px 0`,
              textAlign: message.fromMember ? 'left' : 'right',
            })}
          >
            <time
              dateTime={message.sentAt}
              css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
            >
              {intl.formatDate(message.sentAt, { dateStyle: 'short', timeStyle: 'short' })}
            </time>{' '}
            <strong>{message.fromMember ? data.member.name : data.profile.name}: </strong>
            {message.gift
              ? intl.formatMessage({ id: 'staff.inbox.gift' }, { name: message.gift.name })
              : message.photo
                ? intl.formatMessage({
                    id: message.photo.unlocked ? 'staff.inbox.photoUnlocked' : 'staff.inbox.photo',
                  })
                : message.body}
            {message.staffName && (
              <small>
                {' '}
                ({intl.formatMessage({ id: 'staff.inbox.writtenBy' }, { name: message.staffName })})
              </small>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
        <TextField
          multiline
          rows={4}
          label={intl.formatMessage({ id: 'staff.inbox.answerLabel' }, { profile: data.profile.name })}
          hint={intl.formatMessage(
            { id: 'staff.inbox.answerHint' },
            { length, min: data.minAnswerLength, max: data.maxAnswerLength },
          )}
          error={error ?? undefined}
          value={draft.text}
          maxLength={data.maxAnswerLength || undefined}
          onChange={(event) => onType(event.target.value)}
        />
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button type="submit" disabled={answer.isPending || length < data.minAnswerLength}>
            {intl.formatMessage({ id: 'staff.inbox.send' })}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => release.mutate()}
            disabled={release.isPending}
          >
            {intl.formatMessage({ id: 'staff.inbox.release' })}
          </Button>
        </div>
      </form>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        })}
      >
        <ProfileBox title={intl.formatMessage({ id: 'staff.inbox.member' })} card={data.member} />
        <ProfileBox title={intl.formatMessage({ id: 'staff.inbox.profile' })} card={data.profile} />
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        })}
      >
        <Facts data={data} about="member" />
        <Facts data={data} about="profile" />
      </div>
      <div css={box}>
        <h3>{intl.formatMessage({ id: 'staff.inbox.lastGifts' })}</h3>
        {data.lastGifts.length === 0 ? (
          <p>{intl.formatMessage({ id: 'staff.inbox.none' })}</p>
        ) : (
          <ul>
            {data.lastGifts.map((gift) => (
              <li key={gift.sentAt}>{gift.name}</li>
            ))}
          </ul>
        )}
        <h3>{intl.formatMessage({ id: 'staff.inbox.unlockedPhotos' })}</h3>
        {data.unlockedPhotos.length === 0 ? (
          <p>{intl.formatMessage({ id: 'staff.inbox.none' })}</p>
        ) : (
          <p>
            {data.unlockedPhotos.map((p) => (
              <img key={p.messageId} src={p.thumbUrl} alt="" width={64} height={64} />
            ))}
          </p>
        )}
      </div>
      {data.profile.photos.length > 0 && (
        <div css={box}>
          <h3>{intl.formatMessage({ id: 'staff.inbox.sendPhoto' })}</h3>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            {data.profile.photos.map((p, index) => (
              <button
                key={p.id}
                type="button"
                disabled={photo.isPending}
                onClick={() => photo.mutate(p.id)}
                aria-label={intl.formatMessage({ id: 'staff.inbox.sendPhotoNumber' }, { number: index + 1 })}
                css={{ padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
              >
                <img src={p.thumbUrl} alt="" width={72} height={72} />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function ProfileBox({ title, card }: { title: string; card: InboxProfileCard }) {
  const intl = useIntl();
  return (
    <div css={box}>
      <h3>{title}</h3>
      <p>
        <strong>{card.name}</strong>
        {card.age !== null && `, ${card.age}`}
        {card.city && `, ${card.city}`}
      </p>
      <p>{intl.formatMessage({ id: 'staff.inbox.language' }, { language: card.language.toUpperCase() })}</p>
      {card.interests.length > 0 && <p>{card.interests.join(', ')}</p>}
      {card.about && <p>{card.about}</p>}
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[1] })}>
        {card.photos.slice(0, 4).map((p) => (
          <img key={p.id} src={p.thumbUrl} alt="" width={56} height={56} />
        ))}
      </div>
    </div>
  );
}

function Facts({ data, about }: { data: InboxConversation; about: InboxFactSubject }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const save = useMutation({
    mutationFn: () => addFact(data.conversationId, about, text.trim()),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: conversationKey(data.conversationId) });
    },
  });
  const facts = data.facts.filter((fact) => fact.about === about);
  const name = about === 'member' ? data.member.name : data.profile.name;
  return (
    <div css={box}>
      <h3>{intl.formatMessage({ id: 'staff.inbox.factsAbout' }, { name })}</h3>
      {facts.length === 0 ? (
        <p>{intl.formatMessage({ id: 'staff.inbox.none' })}</p>
      ) : (
        <ul>
          {facts.map((fact) => (
            <li key={fact.id}>{fact.text}</li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) save.mutate();
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'staff.inbox.newFact' }, { name })}
          value={text}
          maxLength={300}
          error={save.isError ? staffError(save.error) : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || !text.trim()}>
          {intl.formatMessage({ id: 'staff.inbox.saveFact' })}
        </Button>
      </form>
    </div>
  );
}
