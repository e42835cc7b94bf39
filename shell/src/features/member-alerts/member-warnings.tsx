// What the warnings area shows a logged-in member: the time-bonus banner on top, then the member alerts. On a
// phone the alerts would fill the first screen, so it shows one, the most important (confirm the e-mail
// address, then stopped e-mails, a profile photo, push), compact and dismissible; the next comes once it is
// dismissed. The time-bonus banner stays one line.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { mediaDown, useMediaQuery } from '@dating/shared';
import { isIn, MEMBERS_AREA } from '../../layout/route-groups';
import { TimeBonusBanner } from '../time-bonus/time-bonus-banner';
import { ActivationReminder, useActivationReminderShown } from './activation-reminder';
import {
  DisabledNotificationsAlert,
  useDisabledNotificationsAlertShown,
} from './disabled-notifications-alert';
import { ProfilePhotoAlert, useProfilePhotoAlertShown } from './profile-photo-alert';
import { PushAlert, usePushAlertShown } from './push-alert';

export function MemberWarnings({ route }: { route: string | undefined }) {
  const intl = useIntl();
  const phone = useMediaQuery(mediaDown('sm'));
  // Most important first.
  const notices = [
    { shown: useActivationReminderShown(), Notice: ActivationReminder, key: 'activation' },
    {
      shown: useDisabledNotificationsAlertShown(),
      Notice: DisabledNotificationsAlert,
      key: 'disabled-notifications',
    },
    { shown: useProfilePhotoAlertShown(), Notice: ProfilePhotoAlert, key: 'profile-photo' },
    { shown: usePushAlertShown(), Notice: PushAlert, key: 'push' },
  ].filter((notice) => notice.shown);
  const shown = phone ? notices.slice(0, 1) : notices;
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
          [mediaDown('sm')]: {
            padding: `0 ${theme.space[2]}px`,
            '&:not(:empty)': { paddingTop: theme.space[2] },
          },
        })}
      >
        {shown.map(({ Notice, key }) => (
          <Notice key={key} compact={phone} />
        ))}
      </section>
    </>
  );
}
