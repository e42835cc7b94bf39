// The back office speaks the staff member's own language (saved on the account, PATCH /api/staff/me), not
// the language of the site or the browser the page was opened on: a Danish moderator of a German site reads
// Danish. Published on the bus like the shell's own switch, so every package on the page follows it.
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import {
  getBus,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  type Locale,
  mediaDown,
  useLocale,
  visuallyHidden,
} from '@dating/shared';
import type { StaffMember } from '@dating/shared/contract';
import { saveStaffLocale, STAFF_ME_KEY } from '../staff-session/session-calls';
import { staffPath } from '../../app/staff-paths';

/**
 * The shell picks a page's first language from the language cookie before any remote runs, so a page it
 * draws alone (a mistyped back-office address) would be in the site's language. A cookie of the same name
 * that only back-office addresses see, and that the browser sends ahead of the site's (the longer path wins),
 * makes every back-office page open in the console's language without changing the language of the site.
 */
function rememberForBackOffice(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=${staffPath('staff')}; SameSite=Lax${secure}`;
}

function switchPageTo(locale: Locale): void {
  rememberForBackOffice(locale);
  const bus = getBus();
  if (bus.getState('locale.changed')?.locale !== locale) bus.publish('locale.changed', { locale });
}

/** Switches the page to the staff member's language whenever it differs (after login, after a change). */
export function useStaffLanguage(staff: StaffMember | null): void {
  const locale = staff?.locale;
  useEffect(() => {
    if (locale) switchPageTo(locale);
  }, [locale]);
}

export function StaffLanguagePicker({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveStaffLocale,
    onSuccess: (saved) => queryClient.setQueryData(STAFF_ME_KEY, saved),
  });
  return (
    <LanguageSelect
      compactLabel
      value={save.isPending ? save.variables : staff.locale}
      disabled={save.isPending}
      onChange={(locale) => save.mutate(locale)}
    >
      {save.isError && (
        <span role="alert" css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm })}>
          {intl.formatMessage({ id: 'staff.frame.languageFailed' })}
        </span>
      )}
    </LanguageSelect>
  );
}

/**
 * Before login (the login and setup pages) there is no account to save a language on: the page switches, in
 * this browser's back office only, and the account's own language takes over once logged in.
 */
export function PageLanguagePicker() {
  return <LanguageSelect value={useLocale()} onChange={switchPageTo} />;
}

function LanguageSelect({
  value,
  disabled = false,
  compactLabel = false,
  onChange,
  children,
}: {
  value: Locale;
  disabled?: boolean;
  /** In the console's header: on a phone the label is for screen readers only (the select names a language). */
  compactLabel?: boolean;
  onChange: (locale: Locale) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <span css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[1] })}>
      <label
        htmlFor={id}
        css={(theme: Theme) => ({
          fontSize: theme.fontSizes.sm,
          ...(compactLabel ? { [mediaDown('sm')]: visuallyHidden } : {}),
        })}
      >
        {intl.formatMessage({ id: 'staff.frame.language' })}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Locale)}
        css={(theme: Theme) => ({
          minHeight: 44,
          padding: `0 ${theme.space[2]}px`,
          borderRadius: theme.radii.md,
          font: 'inherit',
          fontSize: theme.fontSizes.sm,
          '&:focus-visible': { ...theme.focusRing, outlineColor: theme.colors.warning },
        })}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
      {children}
    </span>
  );
}
