// `/likes` (an overview: how many liked you, you liked and matched, and who liked you) and `/likes/{type}`
// (one list whole). The route table already answers any other type with the 404 page.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, PageHeading, pathFor, type LikesCounts, type LikesType } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { REMOTE_PACKAGE } from '../../app/remote-name';
import { likesListQuery } from './api/get-likes-list';
import { LikesList } from './likes-list';
import { useLikesLive } from './use-likes-live';

const TYPES: readonly LikesType[] = ['received', 'given', 'matches'];

const TITLES = {
  received: 'chat.likes.received',
  given: 'chat.likes.given',
  matches: 'chat.likes.matches',
} as const;

const isLikesType = (value: string | undefined): value is LikesType =>
  (TYPES as readonly string[]).includes(value ?? '');

export function LikesPage({ route }: RemotePageProps) {
  const intl = useIntl();
  useLikesLive();
  const type = route.name === 'likes-type' && isLikesType(route.params.type) ? route.params.type : null;
  // The received list answers the counts of all three lists: the overview needs no call of its own.
  const received = useInfiniteQuery(likesListQuery('received'));
  const counts = received.data?.pages[0]?.counts;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page moves focus to its heading, so screen readers announce where a navigation landed.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [route.name, type]);
  const title = type
    ? intl.formatMessage({ id: TITLES[type] })
    : intl.formatMessage({ id: 'chat.likes.title' });

  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route.name}
      aria-labelledby="chat-likes-title"
      css={(theme: Theme) => ({
        maxWidth: theme.layout.contentMaxWidth,
        margin: '0 auto',
        padding: `${theme.space[4]}px ${theme.space[3]}px ${theme.space[7]}px`,
        [`@media (min-width: ${theme.breakpoints.md}px)`]: {
          padding: `${theme.space[5]}px ${theme.space[4]}px ${theme.space[8]}px`,
        },
      })}
    >
      <PageHeading
        level={1}
        id="chat-likes-title"
        headingRef={heading}
        title={title}
        lead={type ? undefined : intl.formatMessage({ id: 'chat.likes.lead' })}
      />
      <LikesTabs current={type} counts={counts} />
      {type ? (
        <LikesList key={type} type={type} label={title} />
      ) : (
        <section
          aria-labelledby="chat-likes-received"
          css={(theme: Theme) => ({ marginTop: theme.space[5] })}
        >
          <div
            css={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: theme.space[2],
              marginBottom: theme.space[3],
            })}
          >
            <h2
              id="chat-likes-received"
              css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}
            >
              {intl.formatMessage({ id: 'chat.likes.received' })}
            </h2>
            {counts && counts.received > (received.data?.pages[0]?.items.length ?? 0) && (
              <Link href={pathFor('likes-type', { type: 'received' })}>
                {intl.formatMessage({ id: 'chat.likes.seeAll' }, { count: counts.received })}
              </Link>
            )}
          </div>
          <LikesList
            type="received"
            label={intl.formatMessage({ id: 'chat.likes.received' })}
            onlyFirstPage
            headingLevel={3}
          />
        </section>
      )}
    </section>
  );
}

/** The three lists with their counts; the current one is marked for screen readers too. */
function LikesTabs({ current, counts }: { current: LikesType | null; counts: LikesCounts | undefined }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'chat.likes.lists' })}>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: `${theme.space[4]}px 0`,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: theme.space[2],
        })}
      >
        {TYPES.map((type) => {
          const active = type === current;
          return (
            <li key={type}>
              <Link
                href={pathFor('likes-type', { type })}
                aria-current={active ? 'page' : undefined}
                css={(theme: Theme) => ({
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 2,
                  padding: `${theme.space[2]}px ${theme.space[1]}px`,
                  borderRadius: theme.radii.md,
                  border: `2px solid ${active ? theme.colors.primary : theme.colors.border}`,
                  background: active ? theme.colors.surfaceMuted : theme.colors.surface,
                  color: theme.colors.text,
                  textDecoration: 'none',
                  textAlign: 'center',
                  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
                })}
              >
                <span
                  css={(theme: Theme) => ({
                    fontSize: theme.fontSizes.xl,
                    fontWeight: theme.fontWeights.bold,
                  })}
                >
                  {counts ? counts[type] : '–'}
                </span>
                <span css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' })}>
                  {intl.formatMessage({ id: TITLES[type] })}
                </span>
                {type === 'received' && counts && counts.received_new > 0 && (
                  <span
                    css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.primary })}
                  >
                    {intl.formatMessage({ id: 'chat.likes.newCount' }, { count: counts.received_new })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
