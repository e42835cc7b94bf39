// Renders the active layout into the fixed slots of index.html. Remotes live in #mf-area next to
// #shell-page and are never touched here, so switching layout keeps them mounted.
// default: navigation, warnings, page, footer · chat: bare · lander: logo bar · empty: content only · staff:
// the back office, whose remote draws its own navigation (no member banners, modals or polling).
import { Global } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import {
  dropLanderFirstScreen,
  dropServerHead,
  mediaDown,
  pageTitleClaimed,
  ProgressBar,
  Toaster,
  useBusState,
  useLocation,
  useSiteCopy,
} from '@dating/shared';
import { ShellErrorBoundary, SilentBoundary } from '../features/error-page/error-boundary';
import { DecisionNotice } from '../features/decision-notice/decision-notice';
import { DefaultFooter } from '../features/layout-chrome/default-footer';
import { DefaultHeader } from '../features/layout-chrome/default-header';
import { LanderHeader } from '../features/layout-chrome/lander-header';
import { BOTTOM_BAR_HEIGHT } from '../features/layout-chrome/nav-styles';
import { LikeModal } from '../features/like-modal/like-modal';
import { WarningsArea } from '../features/member-alerts/warnings-area';
import { RemoteErrorStates } from '../features/remote-error/remote-error-states';
import { ShellPage } from '../features/shell-pages/shell-page';
import { SiteEntryWarning } from '../features/site-entry-warning/site-entry-warning';
import { TimeBonusProvider } from '../features/time-bonus/time-bonus-context';
import { TimeBonusModal } from '../features/time-bonus/time-bonus-modal';
import { resolveRoute } from '../routing/route-table';
import { useLoginGuard } from '../session/use-login-guard';
import { releaseServerPage, useServerPageShown } from '../app/server-page';
import { slot } from './slots';
import { useShellServices } from './use-shell-services';

export function ShellLayout() {
  const { pathname } = useLocation();
  const { match, config } = resolveRoute(pathname);
  const { layout } = config;
  const loggedIn = Boolean(useBusState('session.changed')?.user);
  const siteName = useBusState('settings.loaded')?.settings.name;
  // The site's own title is in its domain language: in any other, a remote's page starts with the name.
  const siteTitle = useSiteCopy('index_title', '') || siteName;
  useLoginGuard(config);
  const staff = layout === 'staff';
  useShellServices({ memberServices: !staff });

  useEffect(() => {
    document.body.dataset.layout = layout;
    if (layout === 'default' && loggedIn) document.body.dataset.bottomNav = '';
    else delete document.body.dataset.bottomNav;
  }, [layout, loggedIn]);

  // The server's description, robots, social cards and structured data describe the page it sent: gone with
  // the first move to another page. Its lander first screen (api/src/frontend/lander-first-screen.ts) goes
  // with any page that is not a lander; a lander's own page removes it once it has drawn.
  // So does the page the server drew (app/server-page.tsx): the layout draws the next one.
  const firstPath = useRef(pathname);
  const serverPage = useServerPageShown();
  useEffect(() => {
    if (pathname !== firstPath.current) {
      dropServerHead();
      releaseServerPage();
    }
    // A member's home is the layout's to draw, in its own providers.
    if (loggedIn) releaseServerPage();
    if (layout !== 'lander') dropLanderFirstScreen();
  }, [pathname, layout, loggedIn]);

  // A remote's page starts with the site's title, unless its own h1 already named the window.
  const ownedByShell = config.owner === 'shell';
  useEffect(() => {
    if (!ownedByShell && siteTitle && !pageTitleClaimed()) document.title = siteTitle;
  }, [ownedByShell, pathname, siteTitle]);

  return (
    <TimeBonusProvider>
      <Global
        styles={{
          // Room for the phone's bottom navigation bar, so it never covers the end of a page.
          [mediaDown('md')]: { 'body[data-bottom-nav]': { paddingBottom: BOTTOM_BAR_HEIGHT } },
          // A page's area fills the screen from the start: the footer waits below the fold instead of
          // showing under a loading page and jumping away when the page arrives (Lighthouse's CLS 0.2-0.37).
          // (svh: the height with the phone's toolbars shown, which does not change while scrolling.)
          '#mf-area': { outline: 'none', minHeight: '100vh' },
          '@supports (min-height: 100svh)': { '#mf-area': { minHeight: '100svh' } },
          'body[data-layout="chat"] #mf-area, body[data-layout="empty"] #mf-area, body[data-layout="staff"] #mf-area':
            { minHeight: '100dvh' },
        }}
      />
      {layout === 'default' &&
        createPortal(
          <SilentBoundary resetKey={pathname}>
            <DefaultHeader />
          </SilentBoundary>,
          slot('shell-header'),
        )}
      {layout === 'lander' && createPortal(<LanderHeader />, slot('shell-header'))}
      {layout === 'default' &&
        createPortal(
          <SilentBoundary resetKey={pathname}>
            <WarningsArea />
          </SilentBoundary>,
          slot('shell-warnings'),
        )}
      {ownedByShell &&
        !serverPage &&
        createPortal(
          <ShellErrorBoundary resetKey={pathname}>
            <ShellPage match={match} />
          </ShellErrorBoundary>,
          slot('shell-page'),
        )}
      {layout === 'default' &&
        createPortal(
          <SilentBoundary resetKey={pathname}>
            <DefaultFooter />
          </SilentBoundary>,
          slot('shell-footer'),
        )}
      <RemoteErrorStates />
      {!staff && (
        <SilentBoundary resetKey={pathname}>
          <SiteEntryWarning layout={layout} />
          {layout === 'default' && <TimeBonusModal />}
          <LikeModal />
          <DecisionNotice />
        </SilentBoundary>
      )}
      <Toaster />
      <ProgressBar />
    </TimeBonusProvider>
  );
}
