import type { Theme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  defaultSearchFilters,
  EmptyState,
  navigate,
  searchFiltersFromAddress,
  searchTrafficSource,
  Spinner,
  useErrorMessage,
  useLocation,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { LoggedOutPrompt, visitorsMayBrowse } from '../member-card/logged-out-prompt';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';
import { PageFrame } from '../../app/page-frame';
import { useCurrentUser, useSettings } from '../../app/use-site';
import { searchQueryKey } from './api/search-members';
import { CollapsibleFilters } from './collapsible-filters';
import { SearchFiltersForm } from './search-filters';
import { SearchPager } from './search-pager';
import { pageFromUrl, paramsBesideSearch, urlOfNewSearch, urlWithPage } from './search-page-url';
import { appliedSearch, searchDidInit, searchFilters, searchResults, searchScroll } from './search-state';
import { useKeptValue } from './kept-value';
import { useMemberSearch } from './use-member-search';

/** Tiles a phone (two columns) or a wide screen (up to four) shows before any scrolling. */
const FIRST_SCREEN_TILES = 4;

export function SearchPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const settings = useSettings();
  const user = useCurrentUser();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { searchParams } = useLocation();
  const trafficsource = searchTrafficSource(searchParams);
  // The page the list starts at is in the URL: a page jump is a history entry, Back goes to the page before.
  const urlPage = pageFromUrl(searchParams);
  const [filters, setFilters] = useKeptValue(searchFilters);
  const [applied, setApplied] = useKeptValue(appliedSearch);
  const [didInit, setDidInit] = useKeptValue(searchDidInit);
  const [scroll, setScroll] = useKeptValue(searchScroll);
  const sentinel = useRef<HTMLDivElement>(null);
  const mayBrowse = user !== null || (settings !== undefined && visitorsMayBrowse(settings, trafficsource));

  // The first search: the one the address names (the form sent without script, or a link to a search),
  // else what the member most likely looks for. Before the effect below has stored it, the page draws with
  // it from its first render, so the server's HTML and the browser's hydration show the same list
  // (docs/public-pages.md).
  const firstFilters = () =>
    searchFiltersFromAddress(searchParams) ??
    (settings ? defaultSearchFilters(user, settings.countries) : {});
  const firstSearch =
    !didInit && settings !== undefined && user !== undefined && mayBrowse
      ? { filters: firstFilters(), from: urlPage }
      : null;
  const shownFilters = didInit ? filters : (firstSearch?.filters ?? filters);
  const query = useMemberSearch(mayBrowse ? (applied ?? firstSearch) : null, trafficsource);
  const results = query.data ? searchResults(query.data) : null;
  const pageCount = results ? Math.ceil(results.numResults / Math.max(1, results.pageSize)) : 0;
  // A failed first page or next page, once its retries are over; a failed refetch behind the list keeps the
  // list as it was, without an alarm.
  const failed = query.isError && !query.isFetching && (!results || query.isFetchNextPageError);
  const error = failed ? query.error : null;

  // First visit: search with what the member most likely looks for. Coming back: keep everything as it was.
  const ready = !didInit && settings !== undefined && user !== undefined && mayBrowse;
  // Once: from the effect below, or from a change of the filters made before it ran (a visitor who picked
  // one in the server's page before its script came, or as the page hydrated), which must not be undone.
  const storeFirstSearch = () => {
    if (searchDidInit.get()) return;
    const search = firstFilters();
    setFilters(search);
    setApplied({ filters: search, from: urlPage });
    setDidInit(true);
  };
  const startFirstSearch = useEffectEvent(storeFirstSearch);
  useEffect(() => {
    if (ready) startFirstSearch();
  }, [ready]);
  const changeFilters = (next: typeof filters) => {
    if (firstSearch) storeFirstSearch();
    setFilters(next);
  };

  // Back from a profile: the position the member left the list at (the store gives the list at once).
  useLayoutEffect(() => {
    if (scroll > 0) window.scrollTo(0, scroll);
    return () => setScroll(window.scrollY);
    // Only on mount and unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The URL's page changed (the pager, Back, Forward): show that page, from the top of the results. On mount
  // (back from a profile) the applied search already matches, and the kept scroll position wins.
  const shownPage = useRef(urlPage);
  const followUrlPage = useEffectEvent(() => {
    const moved = shownPage.current !== urlPage;
    shownPage.current = urlPage;
    if (applied && applied.from !== urlPage) setApplied({ filters: applied.filters, from: urlPage });
    if (moved) {
      setScroll(0);
      toResultsTop();
    }
  });
  useEffect(() => followUrlPage(), [urlPage]);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const canLoadMore = query.hasNextPage && !query.isFetching && error === null;
  const loadNext = useEffectEvent(() => void query.fetchNextPage());
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore]);

  // A new search, or a cleared one, starts at page 1; the URL must not keep the old search's page, nor the
  // filters of a search the address named (a reload would bring them back).
  const forgetAddressedSearch = () => {
    const fresh = urlOfNewSearch(window.location.href);
    if (fresh !== null) {
      shownPage.current = 1;
      navigate(fresh, { replace: true });
    }
  };
  const submit = (shown: typeof filters) => {
    if (firstSearch) storeFirstSearch();
    setFilters(shown);
    setScroll(0);
    forgetAddressedSearch();
    // Search asks the server again, also for filters whose results the store still holds.
    void queryClient.resetQueries({ queryKey: searchQueryKey(shown, 1, trafficsource), exact: true });
    setApplied({ filters: shown, from: 1 });
  };
  const clear = () => {
    setFilters(settings ? defaultSearchFilters(user, settings.countries) : {});
    setApplied(null);
    setScroll(0);
    forgetAddressedSearch();
  };
  const goToPage = (page: number) => {
    if (!applied) return;
    navigate(urlWithPage(window.location.href, page));
  };
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());

  // Stable, so the memoised tiles are not drawn again when the page renders.
  const rememberScroll = useCallback(() => setScroll(window.scrollY), [setScroll]);

  if (settings && user === null && !mayBrowse) {
    return (
      <PageFrame route={route.name} title={intl.formatMessage({ id: 'members.search.title' })}>
        <LoggedOutPrompt />
      </PageFrame>
    );
  }

  return (
    <PageFrame route={route.name} title={intl.formatMessage({ id: 'members.search.title' })}>
      {settings ? (
        <CollapsibleFilters filters={shownFilters}>
          <SearchFiltersForm
            settings={settings}
            filters={shownFilters}
            onChange={changeFilters}
            onSubmit={submit}
            onClear={clear}
            busy={query.isLoading}
            carried={paramsBesideSearch(searchParams)}
          />
        </CollapsibleFilters>
      ) : (
        <Spinner />
      )}
      <div
        id="members-search-results"
        tabIndex={-1}
        css={(theme: Theme) => ({
          marginTop: theme.space[5],
          display: 'grid',
          gap: theme.space[4],
          '&:focus': { outline: 'none' },
        })}
      >
        <p
          role="status"
          aria-live="polite"
          css={(theme: Theme) => ({ margin: 0, fontWeight: theme.fontWeights.medium })}
        >
          {!results
            ? ''
            : results.numResultsCapped
              ? intl.formatMessage({ id: 'members.search.countMore' }, { count: results.numResults })
              : intl.formatMessage({ id: 'members.search.count' }, { count: results.numResults })}
        </p>
        {error !== null && (
          <Alert
            variant="danger"
            action={
              <Button size="sm" variant="secondary" onClick={retry}>
                {intl.formatMessage({ id: 'members.search.retry' })}
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        )}
        {results && results.members.length > 0 && (
          <MemberGrid label={intl.formatMessage({ id: 'members.search.resultsLabel' })}>
            {results.members.map((member, index) => (
              <MemberGridItem key={member.id}>
                <MemberCard
                  member={member}
                  onOpen={rememberScroll}
                  photoPriority={index < FIRST_SCREEN_TILES}
                />
              </MemberGridItem>
            ))}
          </MemberGrid>
        )}
        {results?.numResults === 0 && error === null && (
          <EmptyState
            title={intl.formatMessage({ id: 'members.search.emptyTitle' })}
            description={intl.formatMessage({ id: 'members.search.emptyText' })}
          />
        )}
        {/* The first load only: a refetch behind a shown list keeps the list. */}
        {((ready && !results) || query.isLoading || query.isFetchingNextPage) && <Spinner />}
        <div ref={sentinel} aria-hidden="true" />
        {results && pageCount > 1 && (
          <SearchPager
            current={results.lastPage}
            firstShown={results.firstPage}
            pageCount={pageCount}
            onPage={goToPage}
          />
        )}
        {results && results.similar.length > 0 && (
          <section
            aria-labelledby="members-search-similar"
            css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
          >
            <h2
              id="members-search-similar"
              css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}
            >
              {intl.formatMessage({ id: 'members.search.similarTitle' })}
            </h2>
            <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
              {intl.formatMessage({ id: 'members.search.similarText' }, { count: results.similarCount })}
            </p>
            <MemberGrid label={intl.formatMessage({ id: 'members.search.similarTitle' })}>
              {results.similar.map((member) => (
                <MemberGridItem key={member.id}>
                  <MemberCard member={member} onOpen={rememberScroll} headingLevel={3} />
                </MemberGridItem>
              ))}
            </MemberGrid>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

/** Puts the top of the results at the top of the screen and focus on them, as a new page load would. */
function toResultsTop() {
  const results = document.getElementById('members-search-results');
  if (!results) return;
  const top = results.getBoundingClientRect().top + window.scrollY;
  // Only upwards: below the results' top the new page's first row is already where the eye is.
  if (window.scrollY > top) window.scrollTo(0, top);
  results.focus({ preventScroll: true });
}
