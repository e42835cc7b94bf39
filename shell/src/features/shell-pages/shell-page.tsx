// The pages the shell owns itself (home, content pages, complaints, ...), and the 404 page for unknown paths.
// Each page is a chunk of its own: a visitor downloads the page they open, not every page the shell has
// (the error page stays in the entry, the error boundaries need it when a chunk fails to load).
import { lazy, Suspense } from 'react';
import type { RouteMatch } from '@dating/shared';
import { CONTENT_ROUTES, contentKindForToken } from '../content-pages/content-routes';
import { ErrorPage } from '../error-page/error-page';
import { HeadLinks } from '../head-links/head-links';

const HomePage = lazy(() => import('../home/home-page').then((m) => ({ default: m.HomePage })));
const ComplaintsPage = lazy(() =>
  import('../complaints/complaints-page').then((m) => ({ default: m.ComplaintsPage })),
);
const LangConfigPage = lazy(() =>
  import('../locale-switcher/lang-config-page').then((m) => ({ default: m.LangConfigPage })),
);
const AccountDeletedPage = lazy(() =>
  import('../account-deleted/account-deleted-page').then((m) => ({ default: m.AccountDeletedPage })),
);
const ContentPage = lazy(() =>
  import('../content-pages/content-page').then((m) => ({ default: m.ContentPage })),
);

export function ShellPage({ match }: { match: RouteMatch | null }) {
  return (
    <Suspense fallback={null}>
      {match && (match.name === 'index' || match.name in CONTENT_ROUTES) && <HeadLinks />}
      <ShellPageContent match={match} />
    </Suspense>
  );
}

function ShellPageContent({ match }: { match: RouteMatch | null }) {
  if (!match) return <ErrorPage status={404} />;
  switch (match.name) {
    case 'index':
      return <HomePage />;
    case 'complaints':
      return <ComplaintsPage />;
    case 'lang-config':
      return <LangConfigPage />;
    case 'account-deleted':
      return <AccountDeletedPage />;
    case 'content-token': {
      const kind = contentKindForToken(match.params.token ?? '');
      return kind ? <ContentPage kind={kind} route={match.name} /> : <ErrorPage status={404} />;
    }
    default:
      if (match.name in CONTENT_ROUTES) {
        const kind = CONTENT_ROUTES[match.name as keyof typeof CONTENT_ROUTES];
        return <ContentPage key={kind} kind={kind} route={match.name} />;
      }
      return <ErrorPage status={404} />;
  }
}
