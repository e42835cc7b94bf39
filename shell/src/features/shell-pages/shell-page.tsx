// The pages the shell owns itself (home, content pages, complaints, ...), and the 404 page for unknown paths.
import type { RouteMatch } from '@dating/shared';
import { AccountDeletedPage } from '../account-deleted/account-deleted-page';
import { ComplaintsPage } from '../complaints/complaints-page';
import { ContentPage } from '../content-pages/content-page';
import { CONTENT_ROUTES, contentKindForToken } from '../content-pages/content-texts';
import { ErrorPage } from '../error-page/error-page';
import { HomePage } from '../home/home-page';
import { LangConfigPage } from '../locale-switcher/lang-config-page';

export function ShellPage({ match }: { match: RouteMatch | null }) {
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
