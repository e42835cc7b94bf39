// /settings: e-mail, password, active sessions, notification preferences with the reasons e-mail stopped, invisible mode,
// and the way out (data download, account deletion).
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { PageFrame } from '../page-frame/page-frame';
import { ActiveSessions } from './active-sessions';
import { enableNotifications } from './enable-notifications';
import { accountSettingsQueryKey, getAccountSettings } from './get-account-settings';
import { MailChangeForm } from './mail-change-form';
import { DISABLED_REASON_LABELS } from './notification-labels';
import { NotificationPreferences } from './notification-preferences';
import { PasswordChangeForm } from './password-change-form';
import { saveAccountSettings } from './save-account-settings';
import { SettingsSection } from './settings-section';

/** A change of the settings: the stored ones are the answer of either. */
type SettingsChange = { save: AccountSettingsBody } | { reEnable: NotificationDisabledReason };

export function SettingsPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountSettingsQueryKey,
    queryFn: ({ signal }) => getAccountSettings(signal),
  });
  const showPreferences = (preferences: NotificationPreference[]) =>
    queryClient.setQueryData<AccountSettings>(
      accountSettingsQueryKey,
      (current) =>
        current && {
          ...current,
          notifications: current.notifications.map(
            (p) => preferences.find((changed) => changed.type === p.type) ?? p,
          ),
        },
    );
  const change = useMutation({
    mutationFn: (next: SettingsChange) =>
      'save' in next ? saveAccountSettings(next.save) : enableNotifications(next.reEnable),
    onMutate: async (next) => {
      // A refetch under way must not bring back the old value: cancel it, then show the change again.
      const preferences = 'save' in next ? next.save.notifications : undefined;
      if (!preferences) return;
      await queryClient.cancelQueries({ queryKey: accountSettingsQueryKey });
      showPreferences(preferences);
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(accountSettingsQueryKey, stored);
      // The shell's alerts (disabled notifications, invisible badge) follow the user.
      getBus().publish('session.reload-requested', {});
    },
    // What the server stored, instead of a box ticked in vain.
    onError: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
  const settings = query.data;
  // The box just clicked shows in the click itself: the store tells its readers a moment later, and a
  // controlled checkbox would flick back until then. Whatever the store holds next replaces it.
  const [click, setClick] = useState<{ preference: NotificationPreference; over: typeof settings } | null>(
    null,
  );
  const clicked = click && click.over === settings ? click.preference : null;
  const saving = change.isPending;
  const status = change.isSuccess
    ? { ok: true, text: t('signup.settings.saved') }
    : change.isError
      ? { ok: false, text: fromError(change.error) }
      : null;

  const save = (body: AccountSettingsBody) => change.mutate({ save: body });
  const reEnable = (reason: NotificationDisabledReason) => change.mutate({ reEnable: reason });
  const changePreference = (preference: NotificationPreference) => {
    setClick({ preference, over: settings });
    save({ notifications: [preference] });
  };

  let content;
  if (!settings) {
    // "Try again" shows the spinner while it loads; a failed refresh of shown settings keeps them.
    content =
      query.isError && !query.isFetching ? <ErrorState onRetry={() => query.refetch()} /> : <Spinner />;
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
                <Button size="sm" variant="secondary" disabled={saving} onClick={() => reEnable(reason)}>
                  {t('signup.settings.re-enable')}
                </Button>
              }
            >
              {t(DISABLED_REASON_LABELS[reason])}
            </Alert>
          ))}
          <NotificationPreferences
            preferences={settings.notifications.map((p) => (p.type === clicked?.type ? clicked : p))}
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
            onChange={(event) => save({ invisible: event.target.checked })}
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
