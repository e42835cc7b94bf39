import type { Theme } from '@emotion/react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  Spinner,
  useErrorMessage,
  useLocation,
  type MemberSearchPage,
  type SearchFilters,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { LoggedOutPrompt, visitorsMayBrowse } from '../member-card/logged-out-prompt';
import { MemberCard } from '../member-card/member-card';
import { MemberGrid, MemberGridItem } from '../member-card/member-grid';
import { PageFrame } from '../member-card/page-frame';
import { useCurrentUser, useSettings } from '../member-card/use-site';
import { searchMembers } from './api/search-members';
import { defaultFilters } from './default-filters';
import { CollapsibleFilters } from './collapsible-filters';
import { SearchFiltersForm } from './search-filters';
import { SearchPager } from './search-pager';
import {
  appliedFilters,
  EMPTY_RESULTS,
  searchDidInit,
  searchFilters,
  searchResults,
  searchScroll,
  nextPage,
  withPage,
} from './search-state';
import { useKeptValue } from './kept-value';

/** Tiles a phone (two columns) or a wide screen (up to four) shows before any scrolling. */
const FIRST_SCREEN_TILES = 4;

export function SearchPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const settings = useSettings();
  const user = useCurrentUser();
  const errorMessage = useErrorMessage();
  const { searchParams } = useLocation();
  const trafficsource = searchParams.get('trafficsource') ?? searchParams.get('ref');
  const [filters, setFilters] = useKeptValue(searchFilters);
  const [applied, setApplied] = useKeptValue(appliedFilters);
  const [results, setResults] = useKeptValue(searchResults);
  const [didInit, setDidInit] = useKeptValue(searchDidInit);
  const [scroll, setScroll] = useKeptValue(searchScroll);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const mayBrowse = user !== null || (settings !== undefined && visitorsMayBrowse(settings, trafficsource));

  const lastPage = results.pages.at(-1)?.pageNumber ?? 0;
  const pageCount = Math.ceil(results.numResults / Math.max(1, results.pageSize));
  const following = applied === null ? null : nextPage(results);
  const hasMore = following !== null;

  const show = (search: SearchFilters, page: number, mode: 'replace' | 'append', found: MemberSearchPage) => {
    setApplied(search);
    setResults((current) => withPage(current, page, mode, found));
  };

  /** `after`: the cursor the page starts after (infinite scroll); without it, the page by number. */
  const load = async (
    search: SearchFilters,
    page: number,
    mode: 'replace' | 'append',
    after: string | null = null,
  ) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    setError(null);
    try {
      show(search, page, mode, await searchMembers(search, page, trafficsource, abort.signal, after));
    } catch (caught) {
      if (!abort.signal.aborted) setError(caught);
    } finally {
      if (controller.current === abort) setLoading(false);
    }
  };

  // First visit: search with what the member most likely looks for. Coming back: keep everything as it was.
  const ready = !didInit && settings !== undefined && user !== undefined && mayBrowse;
  const initial = useEffectEvent(() => (settings ? defaultFilters(user, settings.countries) : {}));
  const showInitial = useEffectEvent((search: SearchFilters, found: MemberSearchPage) => {
    setFilters(search);
    setDidInit(true);
    show(search, 1, 'replace', found);
  });
  useEffect(() => {
    if (!ready) return;
    const abort = new AbortController();
    const search = initial();
    searchMembers(search, 1, trafficsource, abort.signal).then(
      (found) => showInitial(search, found),
      (caught: unknown) => {
        if (!abort.signal.aborted) setError(caught);
      },
    );
    return () => abort.abort();
  }, [ready, trafficsource]);
  const loadNext = useEffectEvent(() => {
    if (applied && following) void load(applied, following.pageNumber, 'append', following.after);
  });

  // Back from a profile: the position the member left the list at.
  useLayoutEffect(() => {
    if (scroll > 0) window.scrollTo(0, scroll);
    return () => setScroll(window.scrollY);
    // Only on mount and unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, error, lastPage]);

  const submit = () => {
    setScroll(0);
    void load(filters, 1, 'replace');
  };
  const clear = () => {
    const reset = settings ? defaultFilters(user, settings.countries) : {};
    setFilters(reset);
    setApplied(null);
    setResults(EMPTY_RESULTS);
    setScroll(0);
  };
  const goToPage = (page: number) => {
    if (!applied) return;
    void load(applied, page, 'replace');
    document.getElementById('members-search-results')?.focus();
  };

  const shown = results.pages.flatMap((page) => page.results);
  const rememberScroll = () => setScroll(window.scrollY);

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
        <CollapsibleFilters filters={filters}>
          <SearchFiltersForm
            settings={settings}
            filters={filters}
            onChange={setFilters}
            onSubmit={submit}
            onClear={clear}
            busy={loading && shown.length === 0}
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
          {!applied
            ? ''
            : results.numResultsCapped
              ? intl.formatMessage({ id: 'members.search.countMore' }, { count: results.numResults })
              : intl.formatMessage({ id: 'members.search.count' }, { count: results.numResults })}
        </p>
        {error !== null && (
          <Alert
            variant="danger"
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  applied &&
                  (following
                    ? void load(applied, following.pageNumber, 'append', following.after)
                    : void load(applied, lastPage || 1, 'replace'))
                }
              >
                {intl.formatMessage({ id: 'members.search.retry' })}
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        )}
        {shown.length > 0 && (
          <MemberGrid label={intl.formatMessage({ id: 'members.search.resultsLabel' })}>
            {shown.map((member, index) => (
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
        {applied && !loading && results.numResults === 0 && error === null && (
          <EmptyState
            title={intl.formatMessage({ id: 'members.search.emptyTitle' })}
            description={intl.formatMessage({ id: 'members.search.emptyText' })}
          />
        )}
        {(loading || (ready && error === null)) && <Spinner />}
        <div ref={sentinel} aria-hidden="true" />
        {pageCount > 1 && (
          <SearchPager
            current={lastPage}
            firstShown={results.pages[0]?.pageNumber ?? 1}
            pageCount={pageCount}
            onPage={goToPage}
          />
        )}
        {results.similar_results.length > 0 && (
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
              {intl.formatMessage(
                { id: 'members.search.similarText' },
                { count: results.similar_numResults },
              )}
            </p>
            <MemberGrid label={intl.formatMessage({ id: 'members.search.similarTitle' })}>
              {results.similar_results.map((member) => (
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
