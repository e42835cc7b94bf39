// The default layout's navigation. Logged in: search, messages (mf-chat's widget with the unread badge),
// likes with the new-likes badge, credits or premium, and the account menu. Logged out: login. Below 768 px
// the items become a bottom bar within thumb reach; the brand stays on top.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Link, pathFor, useBusState, useRoute } from '@dating/shared';
import { BACK_BUTTON_ROUTES, isIn } from '../../layout/route-groups';
import { RemoteWidget } from '../../remotes/remote-widget';
import { useIsInstalledApp } from '../installed-app/installed-app';
import { AccountMenu } from '../navigation/account-menu';
import { CreditsItem } from '../navigation/credits-item';
import { NavIcon } from '../navigation/nav-icons';
import { SkipLink } from './skip-link';
import { navStyles } from './nav-styles';

export function DefaultHeader() {
  const intl = useIntl();
  const user = useBusState('session.changed')?.user;
  const siteName = useBusState('settings.loaded')?.settings.name;
  const newLikes = useBusState('likes.changed')?.newCount ?? 0;
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
            ♥
          </span>
          {siteName ?? intl.formatMessage({ id: 'shell.header.home' })}
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'shell.header.navigation' })}>
          <ul className={user ? 'nav-items nav-items--member' : 'nav-items'}>
            {user ? (
              <>
                <li>
                  <Link
                    href={pathFor('members')}
                    data-nav="members"
                    aria-current={route?.name === 'members' ? 'page' : undefined}
                  >
                    <NavIcon name="search" />
                    <span className="nav-label-long">
                      <FormattedMessage id="shell.header.members" />
                    </span>
                    <span className="nav-label-short">
                      <FormattedMessage id="shell.nav.searchShort" />
                    </span>
                  </Link>
                </li>
                <li className="nav-widget">
                  <NavIcon name="chat" />
                  <RemoteWidget remote="mf_chat" exposed="unread-indicator" />
                </li>
                <li>
                  <Link
                    href={pathFor('likes')}
                    data-nav="likes"
                    aria-current={route?.name === 'likes' ? 'page' : undefined}
                  >
                    <NavIcon name="heart" />
                    <span>
                      <FormattedMessage id="shell.nav.likes" />
                    </span>
                    {newLikes > 0 && (
                      <span data-testid="likes-badge" className="nav-badge">
                        <Badge
                          count={newLikes}
                          variant="primary"
                          label={intl.formatMessage({ id: 'shell.nav.newLikes' }, { count: newLikes })}
                        />
                      </span>
                    )}
                  </Link>
                </li>
                <li>
                  <CreditsItem user={user} />
                </li>
                <li>
                  <AccountMenu user={user} />
                </li>
              </>
            ) : (
              <li>
                <Link href={pathFor('login')} data-nav="login" className="nav-login">
                  <NavIcon name="login" />
                  <span>
                    <FormattedMessage id="shell.header.login" />
                  </span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
