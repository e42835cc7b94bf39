// The header's items for a logged-in member: search, messages (mf-chat's widget with the unread badge), likes
// with the new-likes badge, credits or premium, and the account menu. A lazy chunk of its own: a first visit
// is mostly anonymous (landers, search, signup), and then none of this is downloaded.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Link, pathFor, useBusState, useRoute, type User } from '@dating/shared';
import { RemoteWidget } from '../../remotes/remote-widget';
import { AccountMenu } from './account-menu';
import { CreditsItem } from './credits-item';
import { NavIcon } from './nav-icons';

export function MemberNavItems({ user }: { user: User }) {
  const intl = useIntl();
  const newLikes = useBusState('likes.changed')?.newCount ?? 0;
  const route = useRoute();

  return (
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
  );
}
