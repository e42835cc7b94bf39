// The canonical URL and hreflang alternates of the shell's indexable pages (home, content pages). Landers
// set their own (mf-landers); /sitemap.xml lists the same addresses. `?hl=<locale>` is the page's
// address in that language (initial-locale.ts); other query parameters never go into the canonical URL.
import { useEffect } from 'react';
import { isLocale, LOCALES, useLocation } from '@dating/shared';

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

export function HeadLinks() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { canonical, alternates } = headLinks(
      window.location.origin,
      pathname,
      new URLSearchParams(window.location.search),
    );
    const links = [
      { rel: 'canonical', href: canonical },
      ...alternates.map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href })),
    ].map((attributes) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.head.append(link);
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [pathname]);
  return null;
}
