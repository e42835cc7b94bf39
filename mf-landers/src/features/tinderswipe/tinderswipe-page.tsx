// /landers/tinderswipe: swipe through real members of the site (drag, the buttons, or the arrow keys),
// and after a few likes or the last card the sign-up takes over, aimed at the first member liked.
import type { Theme } from '@emotion/react';
import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden, Icon } from '@dating/shared';
import type { LanderMembersResponse } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { TINDERSWIPE_DECK_SIZE, TINDERSWIPE_LEAD_PHOTO_SIZES } from '../lander-kinds/declared-kinds';
import { MemberCaption } from '../lander-kinds/member-caption';
import { getLanderMembers } from '../lander-frame/lander-api';
import { LanderCopyProvider } from '../lander-frame/lander-copy';
import { LanderFrame, LanderStates } from '../lander-frame/lander-frame';
import { column, LanderHeading, useNicheCopy } from '../lander-frame/lander-hero';
import { LanderPhoto } from '../lander-frame/lander-photo';
import { landerSource } from '../lander-frame/lander-source';
import { SignupCta } from '../lander-frame/signup-cta';
import { useLanderData, type LanderData } from '../lander-frame/use-lander-data';
import { decide, isFinished, SWIPE_THRESHOLD, type DeckState, type SwipeChoice } from './swipe-deck';
import { useSwipeKeys } from './swipe-keys';

const LEAD_PHOTO_SIZES = TINDERSWIPE_LEAD_PHOTO_SIZES;
const DECK_SIZE = TINDERSWIPE_DECK_SIZE;
// On a phone the card leaves room for the like and pass buttons on the first screen.
const CARD_WIDTH = 'min(100%, 400px, max(220px, calc((100svh - 340px) * 0.75)))';
const CARD_HEIGHT = 'calc(min(100vw - 32px, 400px, max(220px, (100svh - 340px) * 0.75)) * 4 / 3 + 220px)';

const roundButton = (color: string) => (theme: Theme) => ({
  width: 64,
  height: 64,
  borderRadius: '50%',
  border: `2px solid ${color}`,
  background: theme.colors.surface,
  color,
  fontSize: 28,
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: theme.shadows.md,
  '&:focus-visible': theme.focusRing,
});

export function TinderswipePage({ route }: RemotePageProps) {
  // Asked for beside the copy, not after it.
  const members = useLanderData('members', (signal) => getLanderMembers(DECK_SIZE, signal));
  return (
    <LanderCopyProvider kind="tinderswipe">
      <TinderswipeDeck route={route} members={members} />
    </LanderCopyProvider>
  );
}

function TinderswipeDeck({
  route,
  members,
}: RemotePageProps & { members: LanderData<LanderMembersResponse> }) {
  const intl = useIntl();
  const copy = useNicheCopy();
  const source = landerSource(route);
  const [state, setState] = useState<DeckState>({ index: 0, liked: [] });
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);
  const title = intl.formatMessage({ id: 'landers.swipe.title' });
  const playing = members.status === 'ready' && !isFinished(state, members.data.members.length);
  const deckNow = members.status === 'ready' ? members.data.members : null;
  const choose = useCallback(
    (choice: SwipeChoice) => {
      if (!deckNow) return;
      setDragX(0);
      setState((current) => decide(current, deckNow, choice));
    },
    [deckNow],
  );
  useSwipeKeys(playing ? choose : null);

  return (
    <LanderFrame route={route} lander="tinderswipe" title={title}>
      <div css={(theme: Theme) => ({ ...column(theme), maxWidth: 480, justifyItems: 'center' })}>
        <LanderHeading title={title} lead={copy.headline} align="center" />
        <LanderStates
          data={members}
          // The hint, the card (its width as below, 3:4, with the caption) and the buttons.
          minHeight={CARD_HEIGHT}
          isEmpty={(data) => data.members.length === 0}
        >
          {({ members: deck }) => {
            const card = deck[state.index];
            if (!card || isFinished(state, deck.length)) {
              return (
                <div
                  data-testid="swipe-done"
                  css={{ display: 'grid', gap: 16, justifyItems: 'center', textAlign: 'center' }}
                >
                  <h2 css={{ margin: 0 }}>
                    {intl.formatMessage({ id: 'landers.swipe.done-title' }, { count: state.liked.length })}
                  </h2>
                  <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'landers.swipe.done-text' })}</p>
                  <SignupCta source={source} {...(state.liked[0] ? { profileId: state.liked[0] } : {})} />
                </div>
              );
            }
            const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
              dragStart.current = event.clientX;
              event.currentTarget.setPointerCapture?.(event.pointerId);
            };
            const onPointerMove = (event: PointerEvent) => {
              if (dragStart.current !== null) setDragX(event.clientX - dragStart.current);
            };
            const onPointerUp = () => {
              dragStart.current = null;
              if (dragX > SWIPE_THRESHOLD) choose('like');
              else if (dragX < -SWIPE_THRESHOLD) choose('pass');
              else setDragX(0);
            };
            return (
              <div css={{ display: 'grid', gap: 16, width: '100%', justifyItems: 'center' }}>
                <p
                  id="swipe-hint"
                  css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, textAlign: 'center' })}
                >
                  {intl.formatMessage({ id: 'landers.swipe.hint' })}
                </p>
                <div
                  tabIndex={0}
                  role="group"
                  aria-label={intl.formatMessage(
                    { id: 'landers.swipe.card' },
                    { name: card.name, age: card.age, position: state.index + 1, total: deck.length },
                  )}
                  aria-describedby="swipe-hint"
                  data-testid="swipe-card"
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => {
                    dragStart.current = null;
                    setDragX(0);
                  }}
                  style={{ transform: `translateX(${dragX}px) rotate(${dragX / 20}deg)` }}
                  css={(theme: Theme) => ({
                    width: CARD_WIDTH,
                    borderRadius: theme.radii.lg,
                    overflow: 'hidden',
                    background: theme.colors.surface,
                    boxShadow: theme.shadows.lg,
                    touchAction: 'pan-y',
                    userSelect: 'none',
                    cursor: 'grab',
                    transition: dragStart.current === null ? `transform ${theme.transitions.normal}` : 'none',
                    '&:focus-visible': theme.focusRing,
                  })}
                >
                  <LanderPhoto
                    key={card.id}
                    image={card.image}
                    name={card.name}
                    ratio="3 / 4"
                    sizes={LEAD_PHOTO_SIZES}
                    priority={state.index === 0}
                    css={{ pointerEvents: 'none' }}
                  />
                  <div css={{ padding: 12 }}>
                    <MemberCaption member={card} />
                  </div>
                </div>
                <div css={{ display: 'flex', gap: 32 }}>
                  <button type="button" onClick={() => choose('pass')} css={roundButton('#5F5866')}>
                    <Icon name="close" size={28} />
                    <span css={visuallyHidden}>
                      {intl.formatMessage({ id: 'landers.swipe.pass' }, { name: card.name })}
                    </span>
                  </button>
                  <button type="button" onClick={() => choose('like')} css={roundButton('#C8107A')}>
                    <Icon name="heart" size={28} />
                    <span css={visuallyHidden}>
                      {intl.formatMessage({ id: 'landers.swipe.like' }, { name: card.name })}
                    </span>
                  </button>
                </div>
              </div>
            );
          }}
        </LanderStates>
      </div>
    </LanderFrame>
  );
}
