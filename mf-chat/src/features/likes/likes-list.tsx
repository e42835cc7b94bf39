// One likes list with paging ("Show more"), like back and the gift dialog. The overview shows the first
// page of the received list with it; /likes/{type} shows any list whole.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  EmptyState,
  ErrorState,
  getBus,
  pathFor,
  Spinner,
  useErrorMessage,
  type LikeCard as LikeCardData,
  type LikesListResponse,
  type LikesType,
} from '@dating/shared';
import { likesListQuery, likesQueryKey } from './api/get-likes-list';
import { likeMember } from './api/like-member';
import { LikeCard } from './like-card';

// The dialog (and the Modal it brings) loads when someone first opens it.
const GiftPicker = lazy(() =>
  import('../gifts/gift-picker').then((module) => ({ default: module.GiftPicker })),
);

const EMPTY = {
  received: { title: 'chat.likes.empty.received', text: 'chat.likes.empty.receivedText' },
  given: { title: 'chat.likes.empty.given', text: 'chat.likes.empty.givenText' },
  matches: { title: 'chat.likes.empty.matches', text: 'chat.likes.empty.matchesText' },
} as const;

export function LikesList({
  type,
  label,
  onlyFirstPage = false,
  headingLevel = 2,
}: {
  type: LikesType;
  label: string;
  onlyFirstPage?: boolean;
  /** The level of each member's name: 2 under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(likesListQuery(type));
  const [giftFor, setGiftFor] = useState<LikeCardData | null>(null);

  const likeBack = useMutation({
    mutationFn: (member: LikeCardData) => likeMember(member.id),
    onSuccess: (result) => {
      const bus = getBus();
      // The shell's match modal celebrates it; its like badge and the lists follow.
      if (result.match) bus.publish('match.made', { profile: result.profile });
      else
        bus.publish('toast.show', {
          variant: 'success',
          message: { text: intl.formatMessage({ id: 'chat.likes.liked' }, { name: result.profile.name }) },
        });
      bus.publish('likes.reload-requested', {});
      void queryClient.invalidateQueries({ queryKey: likesQueryKey });
    },
    onError: (error) =>
      getBus().publish('toast.show', { variant: 'danger', message: { text: errorMessage(error) } }),
  });

  // Opening a profile clears its new flag on the server; the list shows it at once.
  const opened = (member: LikeCardData) => {
    if (!member.like_new) return;
    queryClient.setQueriesData<{ pages: LikesListResponse[] }>({ queryKey: likesQueryKey }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === member.id ? { ...item, like_new: false } : item)),
            })),
          }
        : data,
    );
  };

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return <ErrorState error={list.error} onRetry={() => list.refetch()} headingLevel={headingLevel} />;

  const items = (onlyFirstPage ? list.data.pages.slice(0, 1) : list.data.pages).flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={intl.formatMessage({ id: EMPTY[type].title })}
        description={intl.formatMessage({ id: EMPTY[type].text })}
        action={
          <Button asLink href={pathFor('members')}>
            {intl.formatMessage({ id: 'chat.likes.toSearch' })}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ul
        aria-label={label}
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[3],
          [`@media (min-width: ${theme.breakpoints.md}px)`]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          },
        })}
      >
        {items.map((member) => (
          <li key={member.id}>
            <LikeCard
              member={member}
              headingLevel={headingLevel}
              likingBack={likeBack.isPending && likeBack.variables?.id === member.id}
              onLikeBack={() => likeBack.mutate(member)}
              onGift={() => setGiftFor(member)}
              onOpen={() => opened(member)}
            />
          </li>
        ))}
      </ul>
      {!onlyFirstPage && list.hasNextPage && (
        <div
          css={(theme: Theme) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[4] })}
        >
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {intl.formatMessage({ id: 'chat.likes.more' })}
          </Button>
        </div>
      )}
      {giftFor && (
        <Suspense fallback={null}>
          <GiftPicker open recipient={giftFor} onClose={() => setGiftFor(null)} />
        </Suspense>
      )}
    </>
  );
}
