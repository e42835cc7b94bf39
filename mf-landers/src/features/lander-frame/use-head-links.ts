import { useEffect } from 'react';
import { applyHeadLinks, canonicalOrigin, LOCALES } from '@dating/shared';

/**
 * The page's canonical URL and its alternates in every locale (`?hl=<locale>` picks the language; without it
 * the visitor's own choice applies, hence x-default). Tracking and other query parameters never go into the
 * canonical URL: every ad click would otherwise be a page of its own to a search engine.
 */
export function headLinks(origin: string, pathname: string, search: URLSearchParams) {
  const base = `${origin}${pathname}`;
  const hl = search.get('hl');
  const canonical = hl && (LOCALES as readonly string[]).includes(hl) ? `${base}?hl=${hl}` : base;
  return {
    canonical,
    alternates: [
      ...LOCALES.map((locale) => ({ hreflang: locale as string, href: `${base}?hl=${locale}` })),
      { hreflang: 'x-default', href: base },
    ],
  };
}

/** Sets the page's links over the ones the server wrote (never a second set), removed when the page goes. */
export function useHeadLinks(pathname: string): void {
  useEffect(
    () => applyHeadLinks(headLinks(canonicalOrigin(), pathname, new URLSearchParams(window.location.search))),
    [pathname],
  );
}
