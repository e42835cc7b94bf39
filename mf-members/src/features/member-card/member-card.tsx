// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, pathFor, OnlineStatus, FictionalMark } from '@dating/shared';
import type { MemberCardData } from '@dating/shared';
import { memberPlace } from './member-place';
import { MemberPhoto } from './member-photo';

export interface MemberCardProps {
  member: MemberCardData;
  /** Extra lines under the name (e.g. why a profile fits). */
  children?: ReactNode;
  onOpen?: () => void;
  /** The level that fits the page outline: 2 under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** The tile is in the first screen: its photo loads at once (see MemberPhoto). */
  photoPriority?: boolean;
}

/**
 * A tile in a grid of members: photo, name, age and place; the whole tile links to the profile. Memoised: a
 * list that renders again for another reason (the search storing its first search, the next page arriving)
 * does not draw its tiles again, which on a phone was a long task (docs/performance.md).
 */
export const MemberCard = memo(function MemberCard({
  member,
  children,
  onOpen,
  headingLevel = 2,
  photoPriority = false,
}: MemberCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      css={(theme: Theme) => ({
        position: 'relative',
        background: theme.colors.surface,
        borderRadius: theme.radii.lg,
        overflow: 'hidden',
        boxShadow: theme.shadows.sm,
        transition: `box-shadow ${theme.transitions.fast}, transform ${theme.transitions.fast}`,
        '&:hover': { boxShadow: theme.shadows.md, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: theme.shadows.md },
      })}
    >
      <div css={{ aspectRatio: '1 / 1', overflow: 'hidden' }}>
        <MemberPhoto image={member.main_image} name={member.name} priority={photoPriority} />
      </div>
      <div css={(theme: Theme) => ({ padding: theme.space[3], display: 'grid', gap: theme.space[1] })}>
        <Heading
          css={(theme: Theme) => ({
            margin: 0,
            // As a grid item the heading would otherwise be as wide as the name on one line.
            minWidth: 0,
            fontSize: theme.fontSizes.md,
            display: 'flex',
            gap: theme.space[2],
            alignItems: 'center',
          })}
        >
          <Link
            href={pathFor('members-id', { id: String(member.id) })}
            onClick={onOpen}
            css={(theme: Theme) => ({
              color: theme.colors.text,
              textDecoration: 'none',
              // Likewise as a flex item. On a narrow tile a long name and age wrap (the age is never cut off)
              // and the fictional badge keeps its place beside them.
              minWidth: 0,
              overflowWrap: 'anywhere',
              // The link covers the whole tile, so photo and text are one target.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: `3px solid ${theme.colors.focus}`,
                borderRadius: theme.radii.lg,
              },
            })}
          >
            {intl.formatMessage(
              { id: 'members.card.nameAge' },
              { name: <bdi>{member.name}</bdi>, age: member.age },
            )}
          </Link>
          {member.fictional && <FictionalMark />}
        </Heading>
        <p
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
        >
          {memberPlace(member, intl.locale)}
        </p>
        <OnlineStatus online={member.online} />
        {children}
      </div>
    </article>
  );
});
