// The search's page in the URL (`?page=3`), so a page jump is a history entry and a link or reload shows it.

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
