import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  getBus,
  isApiError,
  pathFor,
  Spinner,
  useErrorMessage,
  useFormatters,
  Icon,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import type { MemberCardData } from '@dating/shared';
import { PageFrame } from '../../app/page-frame';
import type { SwipeAction, SwipeDeck } from '@dating/shared';
import { getSwipeDeck, swipeDeckQueryKey } from './api/get-swipe-deck';
import { sendSwipe } from './api/send-swipe';
import { undoPass } from './api/undo-pass';
import { SwipeCard } from './swipe-card';

const REFILL_BELOW = 3;

/** A refill's cards join the deck behind the ones still there; its allowance replaces the deck's. */
function mergeDeck(current: SwipeDeck, next: SwipeDeck): SwipeDeck {
  const known = new Set(current.cards.map((card) => card.id));
  return { ...next, cards: [...current.cards, ...next.cards.filter((card) => !known.has(card.id))] };
}

export function SwipeGamePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const refilling = useRef(false);

  // The deck lives in the query store; each swipe and undo changes it there. Not refetched when the window
  // gets the focus back: the card under the member's finger stays put.
  const deckQuery = useQuery({
    queryKey: swipeDeckQueryKey,
    queryFn: ({ signal }) => getSwipeDeck(signal),
    refetchOnWindowFocus: false,
  });
  const deck = deckQuery.data ?? null;
  const cards = deck?.cards ?? null;
  const allowance = deck;
  const canUndo = deck?.can_undo ?? false;
  const error = !cards && deckQuery.isError ? deckQuery.error : null;
  const updateDeck = useCallback(
    (change: (deck: SwipeDeck) => SwipeDeck) =>
      queryClient.setQueryData<SwipeDeck>(swipeDeckQueryKey, (current) => current && change(current)),
    [queryClient],
  );
  // A write waits for a running load of the deck to stop, so that its answer cannot undo the write's change.
  const stopLoading = () => queryClient.cancelQueries({ queryKey: swipeDeckQueryKey });

  // Fewer than three cards left: the next ones join behind them (a refill that brings none changes nothing).
  useEffect(() => {
    if (!cards || cards.length >= REFILL_BELOW || refilling.current) return;
    refilling.current = true;
    void getSwipeDeck()
      .then(
        (next) =>
          queryClient.setQueryData<SwipeDeck>(swipeDeckQueryKey, (current) =>
            current ? mergeDeck(current, next) : next,
          ),
        () => undefined,
      )
      .finally(() => {
        refilling.current = false;
      });
  }, [cards, queryClient]);

  const swipe = useMutation({
    mutationFn: ({ card, action }: { card: MemberCardData; action: SwipeAction }) =>
      sendSwipe(card.id, action),
    onMutate: stopLoading,
    onSuccess: (result, { card, action }) => {
      updateDeck((current) => ({
        ...current,
        likes_left: result.likes_left,
        likes_per_day: result.likes_per_day,
        resets_at: result.resets_at,
        cards: current.cards.filter((other) => other.id !== card.id),
        can_undo: action === 'pass' ? true : current.can_undo,
      }));
      setAnnouncement(
        intl.formatMessage(
          { id: action === 'like' ? 'members.swipe.likedName' : 'members.swipe.passedName' },
          { name: card.name },
        ),
      );
      if (result.match && result.profile) getBus().publish('match.made', { profile: result.profile });
      if (action === 'like') getBus().publish('likes.reload-requested', {});
    },
    onError: (caught) => {
      if (isApiError(caught) && caught.errorId === 'swipe_limit_reached') {
        const resetsAt = (caught.body as { resets_at?: string } | undefined)?.resets_at;
        updateDeck((current) => ({ ...current, likes_left: 0, resets_at: resetsAt ?? current.resets_at }));
      } else {
        getBus().publish('toast.show', { message: { text: errorMessage(caught) }, variant: 'danger' });
      }
    },
  });
  const takeBack = useMutation({
    mutationFn: () => undoPass(),
    onMutate: stopLoading,
    onSuccess: ({ card }) => {
      updateDeck((current) => ({
        ...current,
        cards: [card, ...current.cards.filter((other) => other.id !== card.id)],
        can_undo: false,
      }));
      setAnnouncement(intl.formatMessage({ id: 'members.swipe.undone' }, { name: card.name }));
    },
    onError: (caught) => {
      updateDeck((current) => ({ ...current, can_undo: false }));
      if (!(isApiError(caught) && caught.errorId === 'nothing_to_undo')) {
        getBus().publish('toast.show', { message: { text: errorMessage(caught) }, variant: 'danger' });
      }
    },
  });
  const busy = swipe.isPending || takeBack.isPending;

  const top = cards?.[0];
  const limitReached = allowance !== null && allowance.likes_left <= 0;

  const act = useCallback(
    (action: 'like' | 'pass') => {
      if (!top || busy) return;
      if (action === 'like' && limitReached) {
        setAnnouncement(intl.formatMessage({ id: 'members.swipe.limitShort' }));
        return;
      }
      swipe.mutate({ card: top, action });
    },
    [top, busy, limitReached, intl, swipe],
  );

  const undo = useCallback(() => {
    if (busy) return;
    takeBack.mutate();
  }, [busy, takeBack]);

  // Arrow keys: right likes, left passes; Backspace undoes. Not while typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'ArrowRight') act('like');
      else if (event.key === 'ArrowLeft') act('pass');
      else if (event.key === 'Backspace' && canUndo) undo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, undo, canUndo]);

  return (
    <PageFrame
      route={route.name}
      width="narrow"
      title={intl.formatMessage({ id: 'members.swipe.title' })}
      intro={intl.formatMessage({ id: 'members.swipe.intro' })}
    >
      <div
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], maxWidth: 420, margin: '0 auto' })}
      >
        {allowance && (
          <p
            css={(theme: Theme) => ({ margin: 0, textAlign: 'center', fontWeight: theme.fontWeights.medium })}
          >
            {intl.formatMessage(
              { id: 'members.swipe.likesLeft' },
              { count: allowance.likes_left, total: allowance.likes_per_day },
            )}
          </p>
        )}
        {limitReached && allowance && (
          <Alert variant="info" role="status">
            {intl.formatMessage(
              { id: 'members.swipe.limitReached' },
              {
                count: allowance.likes_per_day,
                time: format.time(allowance.resets_at),
                date: format.date(allowance.resets_at, 'medium'),
              },
            )}
          </Alert>
        )}
        {error !== null && !cards && <Alert variant="danger">{errorMessage(error)}</Alert>}
        {!cards && error === null && <Spinner />}
        {cards && top && (
          <SwipeCard
            key={top.id}
            member={top}
            onSwipe={(direction) => act(direction === 'right' ? 'like' : 'pass')}
            enabled={!busy}
          />
        )}
        {cards && !top && (
          <EmptyState
            title={intl.formatMessage({ id: 'members.swipe.emptyTitle' })}
            description={intl.formatMessage({ id: 'members.swipe.emptyText' })}
            action={
              <Button asLink href={pathFor('members')}>
                {intl.formatMessage({ id: 'members.swipe.toSearch' })}
              </Button>
            }
          />
        )}
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'members.swipe.controls' })}
          css={(theme: Theme) => ({
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: theme.space[4],
          })}
        >
          <RoundButton
            label={intl.formatMessage({ id: 'members.swipe.undo' })}
            onClick={() => undo()}
            disabled={!canUndo || busy}
            small
          >
            <Icon name="undo" size={22} />
          </RoundButton>
          <RoundButton
            label={intl.formatMessage({ id: 'members.swipe.pass' })}
            onClick={() => act('pass')}
            disabled={!top || busy}
            tone="danger"
          >
            <Icon name="close" size={28} />
          </RoundButton>
          <RoundButton
            label={intl.formatMessage({ id: 'members.swipe.like' })}
            onClick={() => act('like')}
            disabled={!top || busy || limitReached}
            tone="primary"
          >
            <Icon name="heart" size={28} />
          </RoundButton>
        </div>
        <p
          css={(theme: Theme) => ({
            margin: 0,
            textAlign: 'center',
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {intl.formatMessage({ id: 'members.swipe.keysHint' })}
        </p>
        <p
          role="status"
          aria-live="polite"
          css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {announcement}
        </p>
      </div>
    </PageFrame>
  );
}

function RoundButton({
  label,
  onClick,
  disabled,
  tone = 'neutral',
  small = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  tone?: 'primary' | 'danger' | 'neutral';
  small?: boolean;
  children: ReactNode;
}) {
  const size = small ? 52 : 68;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      css={(theme: Theme) => {
        const color =
          tone === 'primary'
            ? theme.colors.primary
            : tone === 'danger'
              ? theme.colors.danger
              : theme.colors.textMuted;
        return {
          width: size,
          height: size,
          borderRadius: '50%',
          border: `2px solid ${color}`,
          background: tone === 'primary' ? color : theme.colors.surface,
          color: tone === 'primary' ? theme.colors.onPrimary : color,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: 'pointer',
          boxShadow: theme.shadows.md,
          '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
          '&:focus-visible': theme.focusRing,
        };
      }}
    >
      <span aria-hidden="true" css={{ display: 'inline-flex' }}>
        {children}
      </span>
    </button>
  );
}
