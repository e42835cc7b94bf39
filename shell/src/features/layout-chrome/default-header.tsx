// The default layout's navigation. Logged in: the member's items (navigation/member-nav-items.tsx, a lazy
// chunk with their list and its styles). Logged out: login. Below 768 px a member's items become a bottom bar
// within thumb reach; the brand stays on top.
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, pathFor, useBusState, useRoute, Icon } from '@dating/shared';
import { BACK_BUTTON_ROUTES, isIn } from '../../layout/route-groups';
import { SilentBoundary } from '../error-page/error-boundary';
import { useIsInstalledApp } from '../installed-app/installed-app';
import { NavIcon } from '../navigation/nav-icons';
import { SkipLink } from './skip-link';
import { navStyles } from './nav-styles';

const MemberNavItems = lazy(() =>
  import(/* webpackChunkName: "member-nav" */ '../navigation/member-nav-items').then((m) => ({
    default: m.MemberNavItems,
  })),
);

export function DefaultHeader() {
  const intl = useIntl();
  const user = useBusState('session.changed')?.user;
  const siteName = useBusState('settings.loaded')?.settings.name;
  const route = useRoute();
  const installedApp = useIsInstalledApp();
  const showBack = installedApp && isIn(BACK_BUTTON_ROUTES, route?.name);

  return (
    <div css={navStyles}>
      <SkipLink />
      <div className="nav-bar">
        {showBack && (
          <button
            type="button"
            className="nav-back"
            onClick={() => window.history.back()}
            aria-label={intl.formatMessage({ id: 'shell.nav.back' })}
          >
            <NavIcon name="back" />
          </button>
        )}
        <Link href={pathFor('index')} className="nav-brand" data-testid="site-name">
          <span aria-hidden="true" className="nav-logo">
            <Icon name="heart" size={18} />
          </span>
          <span className="nav-brand-name">
            {siteName ?? intl.formatMessage({ id: 'shell.header.home' })}
          </span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'shell.header.navigation' })}>
          {user ? (
            // If the chunk cannot load, the brand and the rest of the page stay.
            <SilentBoundary resetKey={String(user.id)}>
              <Suspense fallback={null}>
                <MemberNavItems user={user} />
              </Suspense>
            </SilentBoundary>
          ) : (
            <ul className="nav-items">
              <li>
                <Link href={pathFor('login')} data-nav="login" className="nav-login">
                  <NavIcon name="login" />
                  <span>
                    <FormattedMessage id="shell.header.login" />
                  </span>
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </div>
  );
}
