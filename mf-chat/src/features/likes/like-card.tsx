// One member in a likes list: photo, name and age, place, whether the like is new or mutual, and what the
// viewer can do next (like back, chat once it is a match, send a gift). The name links to the profile on
// /likes/m/{id}, which clears the new-like flag (spec 4).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import {
  Badge,
  Button,
  FictionalMark,
  Link,
  pathFor,
  type LikeCard as LikeCardData,
  OnlineStatus,
} from '@dating/shared';

export interface LikeCardProps {
  member: LikeCardData;
  onLikeBack: () => void;
  likingBack: boolean;
  onGift: () => void;
  onOpen: () => void;
  /** The level that fits the page outline: 2 right under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

function place(member: LikeCardData, locale: string): string {
  const parts = [member.city, member.region].filter((part): part is string => Boolean(part));
  if (parts.length) return [...new Set(parts)].join(', ');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(member.country) ?? member.country;
  } catch {
    return member.country;
  }
}

export function LikeCard({
  member,
  onLikeBack,
  likingBack,
  onGift,
  onOpen,
  headingLevel = 3,
}: LikeCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const match = member.liked && member.liked_me;
  const image = member.main_image;
  return (
    <article
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: theme.space[3],
        alignItems: 'start',
        padding: theme.space[3],
        background: theme.colors.surface,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.sm,
        borderLeft: `4px solid ${member.like_new ? theme.colors.primary : 'transparent'}`,
      })}
    >
      <div
        aria-hidden="true"
        css={(theme: Theme) => ({
          width: 64,
          height: 64,
          borderRadius: theme.radii.pill,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
          color: theme.colors.onPrimary,
          fontWeight: theme.fontWeights.bold,
          fontSize: theme.fontSizes.xl,
        })}
      >
        {image ? (
          <img
            src={image.match.replace(image.filename, image.thumb_filename)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          member.name.slice(0, 1).toUpperCase()
        )}
      </div>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], minWidth: 0 })}>
        <Heading
          css={(theme: Theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.md,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[2],
            alignItems: 'center',
          })}
        >
          <Link
            href={pathFor('likes-m-id', { id: String(member.id) })}
            onClick={onOpen}
            css={(theme: Theme) => ({ color: theme.colors.text, overflowWrap: 'anywhere' })}
          >
            {intl.formatMessage(
              { id: 'chat.likes.nameAge' },
              { name: <bdi key="name">{member.name}</bdi>, age: member.age },
            )}
          </Link>
          {member.fictional && <FictionalMark />}
          {member.like_new && <Badge variant="primary">{intl.formatMessage({ id: 'chat.likes.new' })}</Badge>}
          {match && <Badge variant="success">{intl.formatMessage({ id: 'chat.likes.match' })}</Badge>}
        </Heading>
        <p
          css={(theme: Theme) => ({
            margin: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: theme.space[3],
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
          })}
        >
          <span>{place(member, intl.locale)}</span>
          <OnlineStatus online={member.online} inline />
        </p>
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'chat.likes.actions' }, { name: member.name })}
          css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], marginTop: 4 })}
        >
          {!member.liked && (
            <Button size="sm" onClick={onLikeBack} loading={likingBack} disabled={likingBack}>
              {intl.formatMessage({ id: 'chat.likes.likeBack' })}
            </Button>
          )}
          {match && (
            <Button size="sm" asLink href={pathFor('members-id-chat', { id: String(member.id) })}>
              {intl.formatMessage({ id: 'chat.likes.chat' })}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onGift}>
            {intl.formatMessage({ id: 'chat.gifts.open' })}
          </Button>
        </div>
      </div>
    </article>
  );
}
