import type { Theme } from '@emotion/react';
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
import type { PageProps } from '../../app/pages';
import type { MemberCardData } from '@dating/shared';
import { PageFrame } from '../member-card/page-frame';
import type { SwipeAllowance, SwipeDeck } from '@dating/shared';
import { getSwipeDeck } from './api/get-swipe-deck';
import { sendSwipe } from './api/send-swipe';
import { undoPass } from './api/undo-pass';
import { SwipeCard } from './swipe-card';

const REFILL_BELOW = 3;

export function SwipeGamePage({ route }: PageProps) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const [cards, setCards] = useState<MemberCardData[] | null>(null);
  const [allowance, setAllowance] = useState<SwipeAllowance | null>(null);
  const [canUndo, setCanUndo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const refilling = useRef(false);

  const apply = useCallback((deck: SwipeDeck, merge: boolean) => {
    setAllowance(deck);
    setCanUndo(deck.can_undo);
    setCards((current) => {
      if (!merge || !current) return deck.cards;
      const known = new Set(current.map((card) => card.id));
      return [...current, ...deck.cards.filter((card) => !known.has(card.id))];
    });
    setError(null);
  }, []);
  const load = useCallback(
    (merge: boolean) => getSwipeDeck().then((deck) => apply(deck, merge), setError),
    [apply],
  );

  useEffect(() => {
    const controller = new AbortController();
    getSwipeDeck(controller.signal).then(
      (deck) => apply(deck, false),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(caught);
      },
    );
    return () => controller.abort();
  }, [apply]);

  useEffect(() => {
    if (!cards || cards.length >= REFILL_BELOW || refilling.current) return;
    refilling.current = true;
    void load(true).finally(() => {
      refilling.current = false;
    });
  }, [cards, load]);

  const top = cards?.[0];
  const limitReached = allowance !== null && allowance.likes_left <= 0;

  const act = useCallback(
    async (action: 'like' | 'pass') => {
      if (!top || busy) return;
      if (action === 'like' && limitReached) {
        setAnnouncement(intl.formatMessage({ id: 'members.swipe.limitShort' }));
        return;
      }
      setBusy(true);
      try {
        const result = await sendSwipe(top.id, action);
        setAllowance(result);
        setCards((current) => (current ?? []).filter((card) => card.id !== top.id));
        if (action === 'pass') setCanUndo(true);
        setAnnouncement(
          intl.formatMessage(
            { id: action === 'like' ? 'members.swipe.likedName' : 'members.swipe.passedName' },
            { name: top.name },
          ),
        );
        if (result.match && result.profile) getBus().publish('match.made', { profile: result.profile });
        if (action === 'like') getBus().publish('likes.reload-requested', {});
      } catch (caught) {
        if (isApiError(caught) && caught.errorId === 'swipe_limit_reached') {
          const resetsAt = (caught.body as { resets_at?: string } | undefined)?.resets_at;
          setAllowance((current) => ({
            likes_left: 0,
            likes_per_day: current?.likes_per_day ?? 4,
            resets_at: resetsAt ?? current?.resets_at ?? new Date().toISOString(),
          }));
        } else {
          getBus().publish('toast.show', { message: { text: errorMessage(caught) }, variant: 'danger' });
        }
      } finally {
        setBusy(false);
      }
    },
    [top, busy, limitReached, intl, errorMessage],
  );

  const undo = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { card } = await undoPass();
      setCards((current) => [card, ...(current ?? []).filter((c) => c.id !== card.id)]);
      setCanUndo(false);
      setAnnouncement(intl.formatMessage({ id: 'members.swipe.undone' }, { name: card.name }));
    } catch (caught) {
      setCanUndo(false);
      if (!(isApiError(caught) && caught.errorId === 'nothing_to_undo')) {
        getBus().publish('toast.show', { message: { text: errorMessage(caught) }, variant: 'danger' });
      }
    } finally {
      setBusy(false);
    }
  }, [busy, intl, errorMessage]);

  // Arrow keys: right likes, left passes; Backspace undoes. Not while typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'ArrowRight') void act('like');
      else if (event.key === 'ArrowLeft') void act('pass');
      else if (event.key === 'Backspace' && canUndo) void undo();
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
            onSwipe={(direction) => void act(direction === 'right' ? 'like' : 'pass')}
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
            onClick={() => void undo()}
            disabled={!canUndo || busy}
            small
          >
            <Icon name="undo" size={22} />
          </RoundButton>
          <RoundButton
            label={intl.formatMessage({ id: 'members.swipe.pass' })}
            onClick={() => void act('pass')}
            disabled={!top || busy}
            tone="danger"
          >
            <Icon name="close" size={28} />
          </RoundButton>
          <RoundButton
            label={intl.formatMessage({ id: 'members.swipe.like' })}
            onClick={() => void act('like')}
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
