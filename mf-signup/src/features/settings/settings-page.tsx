// /settings: e-mail, password, active sessions, notification preferences with the reasons e-mail stopped, invisible mode,
// and the way out (data download, account deletion).
import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  ErrorState,
  getBus,
  Link,
  Spinner,
  type AccountSettings,
  type AccountSettingsBody,
  type NotificationDisabledReason,
  type NotificationPreference,
} from '@dating/shared';
import { Checkbox } from '@dating/shared/forms';
import type { PageProps } from '../../app/pages';
import { useAccountError } from '../account-errors/use-account-error';
import { PageFrame } from '../page-frame/page-frame';
import { ActiveSessions } from './active-sessions';
import { enableNotifications } from './enable-notifications';
import { getAccountSettings } from './get-account-settings';
import { MailChangeForm } from './mail-change-form';
import { DISABLED_REASON_LABELS } from './notification-labels';
import { NotificationPreferences } from './notification-preferences';
import { PasswordChangeForm } from './password-change-form';
import { saveAccountSettings } from './save-account-settings';
import { SettingsSection } from './settings-section';

export function SettingsPage({ route }: PageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const fetchSettings = () =>
    getAccountSettings()
      .then(setSettings)
      .catch(() => setLoadFailed(true));
  const retry = () => {
    setLoadFailed(false);
    return fetchSettings();
  };
  useEffect(() => {
    void fetchSettings();
  }, []);

  const apply = async (change: () => Promise<AccountSettings>) => {
    setSaving(true);
    setStatus(null);
    try {
      setSettings(await change());
      setStatus({ ok: true, text: t('signup.settings.saved') });
      // The shell's alerts (disabled notifications, invisible badge) follow the user.
      getBus().publish('session.reload-requested', {});
    } catch (error) {
      setStatus({ ok: false, text: fromError(error) });
    } finally {
      setSaving(false);
    }
  };
  const save = (body: AccountSettingsBody) => apply(() => saveAccountSettings(body));
  const reEnable = (reason: NotificationDisabledReason) => apply(() => enableNotifications(reason));
  const changePreference = (preference: NotificationPreference) => {
    setSettings(
      (current) =>
        current && {
          ...current,
          notifications: current.notifications.map((p) => (p.type === preference.type ? preference : p)),
        },
    );
    void save({ notifications: [preference] });
  };

  let content;
  if (loadFailed) {
    content = <ErrorState onRetry={retry} />;
  } else if (!settings) {
    content = <Spinner />;
  } else {
    content = (
      <>
        <p role="status" aria-live="polite" css={{ margin: 0, minHeight: '1.5em' }}>
          {status ? (
            <span css={(theme: Theme) => ({ color: status.ok ? theme.colors.success : theme.colors.danger })}>
              {status.text}
            </span>
          ) : null}
        </p>
        <SettingsSection title={t('signup.settings.email-title')}>
          <MailChangeForm currentEmail={settings.email} />
        </SettingsSection>
        <SettingsSection title={t('signup.settings.password-title')}>
          <PasswordChangeForm />
        </SettingsSection>
        <SettingsSection title={t('signup.settings.sessions-title')}>
          <ActiveSessions />
        </SettingsSection>
        <SettingsSection title={t('signup.settings.notifications-title')}>
          {settings.disabled_reasons.map((reason) => (
            <Alert
              key={reason}
              variant="warning"
              role="none"
              title={t('signup.settings.disabled-title')}
              action={
                <Button size="sm" variant="secondary" disabled={saving} onClick={() => void reEnable(reason)}>
                  {t('signup.settings.re-enable')}
                </Button>
              }
            >
              {t(DISABLED_REASON_LABELS[reason])}
            </Alert>
          ))}
          <NotificationPreferences
            preferences={settings.notifications}
            disabled={saving}
            onChange={changePreference}
          />
        </SettingsSection>
        <SettingsSection title={t('signup.settings.privacy-title')}>
          <Checkbox
            label={t('signup.settings.invisible')}
            hint={t('signup.settings.invisible-hint')}
            checked={settings.invisible}
            disabled={saving}
            onChange={(event) => void save({ invisible: event.target.checked })}
          />
          <p css={{ margin: 0 }}>
            <a href="/api/account-export.php" download>
              {t('signup.settings.download-data')}
            </a>
          </p>
          <p css={{ margin: 0 }}>
            <Link href="/settings/delete-account">{t('signup.settings.delete-account')}</Link>
          </p>
        </SettingsSection>
      </>
    );
  }

  return (
    <PageFrame route={route.name} title={t('signup.settings.title')} wide>
      {content}
    </PageFrame>
  );
}
