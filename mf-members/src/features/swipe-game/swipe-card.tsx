import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link, pathFor, prefersReducedMotion, FictionalMark } from '@dating/shared';
import type { MemberCardData } from '@dating/shared';
import { memberPlace } from '../member-card/member-place';
import { MemberPhoto } from '../member-card/member-photo';
import { SWIPE_THRESHOLD, useDrag } from './use-drag';

/** The top card of the stack; drag it right to like, left to pass. */
export function SwipeCard({
  member,
  onSwipe,
  enabled,
}: {
  member: MemberCardData;
  onSwipe: (direction: 'left' | 'right') => void;
  enabled: boolean;
}) {
  const intl = useIntl();
  const { offset, handlers } = useDrag(onSwipe, enabled);
  const strength = Math.min(1, Math.abs(offset) / SWIPE_THRESHOLD);
  return (
    <article
      aria-roledescription={intl.formatMessage({ id: 'members.swipe.cardRole' })}
      aria-label={intl.formatMessage({ id: 'members.card.nameAge' }, { name: member.name, age: member.age })}
      data-testid="swipe-card"
      {...handlers}
      css={(theme: Theme) => ({
        position: 'relative',
        width: '100%',
        aspectRatio: '3 / 4',
        maxHeight: '62vh',
        borderRadius: theme.radii.lg,
        overflow: 'hidden',
        boxShadow: theme.shadows.lg,
        background: theme.colors.surface,
        touchAction: 'pan-y',
        userSelect: 'none',
        cursor: enabled ? 'grab' : 'default',
        transform: `translateX(${offset}px) rotate(${offset / 20}deg)`,
        transition: offset === 0 ? `transform ${theme.transitions.normal}` : 'none',
        [prefersReducedMotion]: { transform: `translateX(${offset}px)` },
      })}
    >
      <MemberPhoto image={member.main_image} name={member.name} size="full" css={{ pointerEvents: 'none' }} />
      {offset !== 0 && (
        <span
          aria-hidden="true"
          css={(theme: Theme) => ({
            position: 'absolute',
            top: theme.space[4],
            [offset > 0 ? 'left' : 'right']: theme.space[4],
            padding: `${theme.space[1]}px ${theme.space[3]}px`,
            borderRadius: theme.radii.md,
            border: `3px solid ${offset > 0 ? theme.colors.success : theme.colors.danger}`,
            color: offset > 0 ? theme.colors.success : theme.colors.danger,
            background: theme.colors.surface,
            fontWeight: theme.fontWeights.bold,
            fontSize: theme.fontSizes.xl,
            opacity: strength,
            textTransform: 'uppercase',
          })}
        >
          {intl.formatMessage({ id: offset > 0 ? 'members.swipe.like' : 'members.swipe.pass' })}
        </span>
      )}
      <div
        css={(theme: Theme) => ({
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          padding: `${theme.space[6]}px ${theme.space[4]}px ${theme.space[4]}px`,
          background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.75))',
          color: '#fff',
        })}
      >
        <h2
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xl,
            display: 'flex',
            gap: theme.space[2],
            alignItems: 'center',
          })}
        >
          <Link
            href={pathFor('members-id', { id: String(member.id) })}
            css={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {intl.formatMessage(
              { id: 'members.card.nameAge' },
              { name: <bdi>{member.name}</bdi>, age: member.age },
            )}
          </Link>
          {member.fictional && <FictionalMark />}
        </h2>
        <p css={{ margin: 0 }}>{memberPlace(member, intl.locale)}</p>
      </div>
    </article>
  );
}
