import { useEffect } from 'react';
import { LOCALES } from '@dating/shared';

/** Marks the links this page added, so they are removed when it goes and never duplicated. */
const MARK = 'data-lander-head';

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

export function useHeadLinks(pathname: string): void {
  useEffect(() => {
    const { canonical, alternates } = headLinks(
      window.location.origin,
      pathname,
      new URLSearchParams(window.location.search),
    );
    const added: HTMLLinkElement[] = [];
    const add = (attributes: Record<string, string>) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      link.setAttribute(MARK, '');
      document.head.append(link);
      added.push(link);
    };
    for (const stale of document.head.querySelectorAll(`link[${MARK}]`)) stale.remove();
    add({ rel: 'canonical', href: canonical });
    for (const { hreflang, href } of alternates) add({ rel: 'alternate', hreflang, href });
    return () => {
      for (const link of added) link.remove();
    };
  }, [pathname]);
}
