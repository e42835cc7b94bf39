// The search's page in the URL (`?page=3`), so a page jump is a history entry and a link or reload shows it.
import { SEARCH_ADDRESS_FIELDS } from '@dating/shared';

/** The page the URL names: a whole number from 1, else 1. */
export function pageFromUrl(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (raw === null || !/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Number(raw);
}

/** `href` with its `page` set (page 1 is the URL without one), as a path for navigate(). */
export function urlWithPage(href: string, page: number): string {
  const url = new URL(href);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `href` without a page and without the filters of a search the address named, as a path for navigate(); null
 * when it has neither (a new search made with script keeps its filters in the page, not in the address).
 */
export function urlOfNewSearch(href: string): string | null {
  const url = new URL(href);
  const named = ['page', ...SEARCH_ADDRESS_FIELDS].filter((field) => url.searchParams.has(field));
  if (named.length === 0) return null;
  for (const field of named) url.searchParams.delete(field);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The parameters of an address besides its search and page (language, traffic source, tracking). */
export function paramsBesideSearch(searchParams: URLSearchParams): [string, string][] {
  return [...searchParams].filter(([name]) => name !== 'page' && !SEARCH_ADDRESS_FIELDS.includes(name));
}

/** The search's own address with only `carried` (no filters, no page): the search a "Clear" starts. */
export function clearedSearchAddress(carried: [string, string][]): string {
  const query = new URLSearchParams(carried).toString();
  return query ? `/members?${query}` : '/members';
}
