// @feature-public: other features import this module (docs/conventions.md, Layout).
// The header's items for a logged-in member: search, messages (mf-chat's widget with the unread badge), likes
// with the new-likes badge, credits or premium, and the account menu. A lazy chunk of its own: a first visit
// is mostly anonymous (landers, search, signup), and then none of this is downloaded.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, useBusState, type User } from '@dating/shared';
import { RemoteWidget } from '../../remotes/remote-widget';
import { AccountMenu } from './account-menu';
import { CreditsItem } from './credits-item';
import { NavIcon } from './nav-icons';
import { memberNavStyles } from './member-nav-styles';
import { NavLink } from './nav-link';

export function MemberNavItems({ user }: { user: User }) {
  const intl = useIntl();
  const newLikes = useBusState('likes.changed')?.newCount ?? 0;

  return (
    <ul className="nav-items--member" css={memberNavStyles}>
      <li>
        <NavLink to="members" icon="search">
          <span className="nav-label-long">
            <FormattedMessage id="shell.header.members" />
          </span>
          <span className="nav-label-short">
            <FormattedMessage id="shell.nav.searchShort" />
          </span>
        </NavLink>
      </li>
      <li className="nav-widget">
        <NavIcon name="chat" />
        <RemoteWidget remote="mf_chat" exposed="unread-indicator" />
      </li>
      <li>
        <NavLink to="likes" icon="heart">
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
        </NavLink>
      </li>
      <li>
        <CreditsItem user={user} />
      </li>
      <li>
        <AccountMenu user={user} />
      </li>
    </ul>
  );
}
