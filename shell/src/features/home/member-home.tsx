// `/` for a logged-in member: what is new for them, each a link into the remote that owns it. The counts come
// from the state the shell already keeps for its badges (bus topics), so the page downloads nothing of its
// own; the match suggestions are mf-members' widget.
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, type IconName, Link, pathFor, useBusState, type User } from '@dating/shared';
import { RemoteWidget } from '../../remotes/remote-widget';
import { PageFrame } from './page-frame';

interface Tile {
  key: string;
  icon: IconName;
  href: string;
  count: number;
  textId: string;
}

/** What the member's profile still lacks, most useful first: a photo gets the most replies. */
export function profileGaps(user: User): { key: string; textId: string }[] {
  const gaps: { key: string; textId: string }[] = [];
  if (!user.profile.main_image) gaps.push({ key: 'photo', textId: 'shell.memberHome.addPhoto' });
  if (!user.profile.personal_text?.trim()) gaps.push({ key: 'about', textId: 'shell.memberHome.addAbout' });
  if (user.profile.interests.length === 0)
    gaps.push({ key: 'interests', textId: 'shell.memberHome.addInterests' });
  return gaps;
}

export function MemberHome({ user }: { user: User }) {
  const intl = useIntl();
  const likes = useBusState('likes.changed');
  const unread = useBusState('chat.unread-changed')?.total ?? 0;
  const given = new Set(likes?.likes.profiles.map((profile) => profile.id) ?? []);
  const matches = likes?.likes.liked_by.filter((like) => given.has(like.id)).length ?? 0;
  const tiles: Tile[] = [
    {
      key: 'likes',
      icon: 'heart',
      href: pathFor('likes-type', { type: 'received' }),
      count: likes?.newCount ?? 0,
      textId: 'shell.memberHome.newLikes',
    },
    { key: 'chats', icon: 'chat', href: pathFor('chats'), count: unread, textId: 'shell.memberHome.unread' },
    {
      key: 'matches',
      icon: 'star',
      href: pathFor('likes-type', { type: 'matches' }),
      count: matches,
      textId: 'shell.memberHome.matches',
    },
  ];
  const gaps = profileGaps(user);

  return (
    <PageFrame route="index" titleId="shell.memberHome.title" titleValues={{ name: user.profile.name }} wide>
      <ul
        aria-label={intl.formatMessage({ id: 'shell.memberHome.newLabel' })}
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        })}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              data-testid={`home-${tile.key}`}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space[3],
                padding: theme.space[4],
                borderRadius: theme.radii.lg,
                background: theme.colors.surface,
                boxShadow: theme.shadows.sm,
                color: theme.colors.text,
                textDecoration: 'none',
                '&:hover': { boxShadow: theme.shadows.md },
                '&:focus-visible': theme.focusRing,
              })}
            >
              <span css={(theme: Theme) => ({ color: theme.colors.primary, display: 'inline-flex' })}>
                <Icon name={tile.icon} size={28} />
              </span>
              <span>
                <FormattedMessage
                  id={tile.textId}
                  values={{ count: tile.count, strong: (chunks) => <strong>{chunks}</strong> }}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {gaps.length > 0 && (
        <section aria-labelledby="member-home-profile">
          <h2 id="member-home-profile">
            <FormattedMessage id="shell.memberHome.profileTitle" />
          </h2>
          <ul css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[5] })}>
            {gaps.map((gap) => (
              <li key={gap.key}>
                <Link href={pathFor('profile')}>
                  <FormattedMessage id={gap.textId} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="member-home-suggestions">
        <h2 id="member-home-suggestions">
          <FormattedMessage id="shell.memberHome.suggestionsTitle" />
        </h2>
        <RemoteWidget remote="mf_members" exposed="match-suggestions" />
        <p>
          <Link href={pathFor('match-finder')}>
            <FormattedMessage id="shell.memberHome.allSuggestions" />
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
