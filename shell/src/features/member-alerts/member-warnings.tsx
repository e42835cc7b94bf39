// What the warnings area shows a logged-in member: the time-bonus banner on top, then the member alerts.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { isIn, MEMBERS_AREA } from '../../layout/route-groups';
import { TimeBonusBanner } from '../time-bonus/time-bonus-banner';
import { ActivationReminder } from './activation-reminder';
import { DisabledNotificationsAlert } from './disabled-notifications-alert';
import { ProfilePhotoAlert } from './profile-photo-alert';
import { PushAlert } from './push-alert';

export function MemberWarnings({ route }: { route: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      {isIn(MEMBERS_AREA, route) && <TimeBonusBanner />}
      {/* A labelled region, so the alerts are inside a landmark; hidden (also from screen readers) when empty. */}
      <section
        aria-label={intl.formatMessage({ id: 'shell.warnings.region' })}
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[2],
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: `0 ${theme.space[4]}px`,
          '&:not(:empty)': { paddingTop: theme.space[3] },
          '&:empty': { display: 'none' },
        })}
      >
        <ActivationReminder />
        <DisabledNotificationsAlert />
        <ProfilePhotoAlert />
        <PushAlert />
      </section>
    </>
  );
}
