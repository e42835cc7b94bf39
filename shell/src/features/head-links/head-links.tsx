// @feature-public: other features import this module (docs/conventions.md, Layout).
// The canonical URL and hreflang alternates of the shell's indexable pages (home, content pages). Landers
// set their own (mf-landers); /sitemap.xml lists the same addresses. `?hl=<locale>` is the page's
// address in that language (initial-locale.ts); other query parameters never go into the canonical URL.
import { useEffect } from 'react';
import { applyHeadLinks, canonicalOrigin, isLocale, LOCALES, useLocation } from '@dating/shared';

export function headLinks(origin: string, pathname: string, search: URLSearchParams) {
  const base = `${origin}${pathname}`;
  const hl = search.get('hl');
  return {
    canonical: isLocale(hl) ? `${base}?hl=${hl}` : base,
    alternates: [
      ...LOCALES.map((locale) => ({ hreflang: locale as string, href: `${base}?hl=${locale}` })),
      { hreflang: 'x-default', href: base },
    ],
  };
}

/** `pathname`: the address the page is known by (`/faq` is `/pages/faq`, as the server and sitemap name it). */
export function HeadLinks({ pathname: known }: { pathname?: string }) {
  const { pathname } = useLocation();
  const path = known ?? pathname;
  useEffect(
    () => applyHeadLinks(headLinks(canonicalOrigin(), path, new URLSearchParams(window.location.search))),
    [path],
  );
  return null;
}
