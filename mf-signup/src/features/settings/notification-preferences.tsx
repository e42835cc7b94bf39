// E-mail and push per notification type (spec section 3), saved on each change.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { NotificationPreference } from '@dating/shared';
import { NOTIFICATION_TYPE_LABELS } from './notification-labels';

export interface NotificationPreferencesProps {
  preferences: NotificationPreference[];
  disabled: boolean;
  onChange: (preference: NotificationPreference) => void;
}

// Channel names are long in some languages ("Powiadomieniem push"): narrow columns that wrap and hyphenate
// keep the table inside a 375 px phone.
const channelHeader = (theme: Theme) => ({
  padding: theme.space[2],
  borderBottom: `1px solid ${theme.colors.border}`,
  width: 96,
  fontSize: theme.fontSizes.sm,
  hyphens: 'auto' as const,
  overflowWrap: 'anywhere' as const,
});

export function NotificationPreferences({ preferences, disabled, onChange }: NotificationPreferencesProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const cell = (theme: Theme) => ({
    padding: `${theme.space[2]}px ${theme.space[2]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
  });
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <caption
        css={(theme: Theme) => ({
          textAlign: 'left',
          color: theme.colors.textMuted,
          paddingBottom: theme.space[2],
        })}
      >
        {t('signup.settings.notifications-caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col" css={(theme: Theme) => ({ ...cell(theme), textAlign: 'left' })}>
            {t('signup.settings.notification-type')}
          </th>
          <th scope="col" css={channelHeader}>
            {t('signup.settings.channel-email')}
          </th>
          <th scope="col" css={channelHeader}>
            {t('signup.settings.channel-push')}
          </th>
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => {
          const label = t(NOTIFICATION_TYPE_LABELS[preference.type]);
          return (
            <tr key={preference.type}>
              <th
                scope="row"
                css={(theme: Theme) => ({
                  ...cell(theme),
                  textAlign: 'left',
                  fontWeight: theme.fontWeights.regular,
                })}
              >
                {label}
              </th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel} css={(theme: Theme) => ({ ...cell(theme), textAlign: 'center' })}>
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={preference[channel]}
                    aria-label={intl.formatMessage(
                      { id: channel === 'email' ? 'signup.settings.email-for' : 'signup.settings.push-for' },
                      { type: label },
                    )}
                    onChange={(event) => onChange({ ...preference, [channel]: event.target.checked })}
                    css={(theme: Theme) => ({
                      width: 22,
                      height: 22,
                      accentColor: theme.colors.primary,
                      cursor: 'pointer',
                    })}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
