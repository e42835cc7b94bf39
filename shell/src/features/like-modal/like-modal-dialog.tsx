// Spec section 2: the like / match modal. A full-screen overlay with a thumbs-up, 'New like!', the liker's main
// image and a 'view profile' button; a match shows both members side by side and 'Send a message', since a
// match is an invitation to write. A fictional profile carries the site's fictional mark and words here too,
// the first place a member meets it. Overlay click: close; image click: imagePressed (to the profile); button:
// buttonPressed (the profile for a like, the conversation for a match), both with the profile id.
import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FictionalMark, navigate, pathFor, useBusState, useDialogFocus } from '@dating/shared';
import { trapTabKey } from '@dating/shared/dialog';
import { emitLikeModalEvent, type LikeModalAction } from './like-modal-events';
import type { LikeModalState } from './use-like-modal';

export function LikeModalDialog({ shown, hide }: { shown: LikeModalState; hide: () => void }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);

  const finish = (action: LikeModalAction) => {
    const { profile, kind } = shown;
    emitLikeModalEvent({ action, profileId: action === 'close' ? null : profile.id, kind });
    hide();
    if (action === 'close') return;
    navigate(
      action === 'buttonPressed' && kind === 'match'
        ? pathFor('members-id-chat', { id: profile.id })
        : pathFor('members-id', { id: profile.id }),
    );
  };
  // The Escape handler is registered once per opening; it reads the latest finish through the ref.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(true, dialog, button);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finishRef.current('close');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  const { profile, kind } = shown;
  const own = useBusState('session.changed')?.user?.profile;
  const match = kind === 'match';
  const faceSize = match ? 132 : 180;

  const title = intl.formatMessage({
    id: kind === 'match' ? 'shell.likeModal.match' : 'shell.likeModal.title',
  });

  return (
    <div
      data-testid="like-modal-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) finish('close');
      }}
      css={(theme: Theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: theme.space[4],
        background:
          'radial-gradient(circle at 50% 35%, rgba(200, 16, 122, 0.92), rgba(20, 12, 24, 0.94) 70%)',
        color: '#fff',
      })}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onKeyDown={trapTabKey}
        css={(theme: Theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: theme.space[4],
          maxWidth: 360,
          width: '100%',
          textAlign: 'center',
          outline: 'none',
        })}
      >
        <svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="currentColor">
          <path d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
        </svg>
        <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{title}</h2>
        <div css={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
          {match && own && (
            <span data-testid="like-modal-own" css={{ marginInlineEnd: -16, zIndex: 1 }}>
              <Face name={own.name} image={own.main_image?.match ?? null} size={faceSize} />
            </span>
          )}
          <button
            type="button"
            onClick={() => finish('imagePressed')}
            aria-label={intl.formatMessage({ id: 'shell.likeModal.openProfile' }, { name: profile.name })}
            data-testid="like-modal-image"
            css={{ padding: 0, border: 0, background: 'transparent', cursor: 'pointer', borderRadius: '50%' }}
          >
            <Face name={profile.name} image={profile.main_image?.match ?? null} size={faceSize} />
          </button>
        </div>
        <p css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          <FormattedMessage
            id={kind === 'match' ? 'shell.likeModal.matchText' : 'shell.likeModal.likedYou'}
            values={{ name: profile.name }}
          />
        </p>
        {profile.fictional && <FictionalMark withLabel onDark />}
        <Button ref={button} size="lg" fullWidth onClick={() => finish('buttonPressed')}>
          <FormattedMessage id={match ? 'shell.likeModal.sendMessage' : 'shell.likeModal.viewProfile'} />
        </Button>
        <button
          type="button"
          onClick={() => finish('close')}
          css={(theme: Theme) => ({
            border: 0,
            background: 'transparent',
            color: '#fff',
            textDecoration: 'underline',
            fontSize: theme.fontSizes.md,
            cursor: 'pointer',
            minHeight: 44,
          })}
        >
          <FormattedMessage id="shell.likeModal.later" />
        </button>
      </div>
    </div>
  );
}

/** A member's round photo (or initial) in the modal. */
function Face({ name, image, size }: { name: string; image: string | null; size: number }) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'grid',
        placeItems: 'center',
        border: '4px solid #fff',
        borderRadius: '50%',
        overflow: 'hidden',
        width: size,
        height: size,
        background: theme.colors.surfaceMuted,
        boxShadow: theme.shadows.lg,
      })}
    >
      {image ? (
        <img src={image} alt="" width={size} height={size} css={{ objectFit: 'cover', display: 'block' }} />
      ) : (
        <span aria-hidden="true" css={{ fontSize: size * 0.4, color: '#857D8C' }}>
          {name.slice(0, 1)}
        </span>
      )}
    </span>
  );
}
