// A site's settings as one form in sections, for a new site and for an edit. It keeps what is typed as text
// (numbers and country lists included) and leaves the judging to the server, whose field errors it shows
// beside the fields they concern.
import type { Theme } from '@emotion/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, isApiError, LOCALES } from '@dating/shared';
import { Checkbox, SelectField, TextField } from '@dating/shared/forms';
import type { Locale, SignupMode, StaffCompany, StaffSiteSettings } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

// Typed copies of the contract's lists (its values carry zod, which browser code imports only as types).
const SIGNUP_MODES = ['all', 'with_trafficsource', 'none', 'closed'] as const satisfies readonly SignupMode[];
const everyModeListed: SignupMode extends (typeof SIGNUP_MODES)[number] ? true : never = true;
void everyModeListed;
const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;

type TextKey = Exclude<keyof StaffSiteSettings, 'loggedOutSearch' | 'entryWarning'>;
export type SiteFormValues = Record<TextKey, string> & { loggedOutSearch: boolean; entryWarning: boolean };

const list = (values: readonly string[]) => values.join(', ');
// One domain a line (commas and spaces split too); the server judges each name and the whole list.
const parseDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
const parseList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
// An empty or non-numeric field goes to the server as it is, so its answer names that field.
const parseNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function formValuesOf(settings: StaffSiteSettings): SiteFormValues {
  return {
    ...settings,
    otherDomains: settings.otherDomains.join('\n'),
    countries: list(settings.countries),
    entryWarningCountries: list(settings.entryWarningCountries),
    niche: String(settings.niche),
    companyId: String(settings.companyId),
    messageCredits: String(settings.messageCredits),
    photoCredits: String(settings.photoCredits),
    giftCredits: String(settings.giftCredits),
    signupCredits: String(settings.signupCredits),
  };
}

export function settingsOf(values: SiteFormValues): StaffSiteSettings {
  return {
    ...values,
    otherDomains: parseDomains(values.otherDomains),
    language: values.language as Locale,
    signups: values.signups as SignupMode,
    countries: parseList(values.countries),
    entryWarningCountries: parseList(values.entryWarningCountries),
    niche: parseNumber(values.niche),
    companyId: parseNumber(values.companyId),
    messageCredits: parseNumber(values.messageCredits),
    photoCredits: parseNumber(values.photoCredits),
    giftCredits: parseNumber(values.giftCredits),
    signupCredits: parseNumber(values.signupCredits),
  };
}

/** The settings of a new site before anything is typed: the usual prices, open signups. */
export function blankSite(companies: readonly StaffCompany[]): SiteFormValues {
  return {
    domain: '',
    otherDomains: '',
    name: '',
    language: 'en',
    countries: '',
    niche: '1',
    signups: 'all',
    loggedOutSearch: false,
    entryWarning: true,
    entryWarningCountries: '',
    supportPhone: '',
    supportEmail: '',
    mailName: '',
    title: '',
    description: '',
    companyId: companies[0] ? String(companies[0].id) : '',
    currency: 'EUR',
    messageCredits: '5',
    photoCredits: '3',
    giftCredits: '20',
    signupCredits: '0',
  };
}

/** The fields an answer's details name (`body.messageCredits`, `body.countries.0`). */
function fieldsNamed(details: unknown): Set<string> {
  if (!Array.isArray(details)) return new Set();
  return new Set(
    (details as { field?: unknown }[])
      .map((detail) => (typeof detail.field === 'string' ? detail.field.split('.')[1] : undefined))
      .filter((field): field is string => Boolean(field)),
  );
}

/** The fields a validation_failed answer names. */
function invalidFields(error: unknown): Set<string> {
  if (!isApiError(error) || error.errorId !== 'validation_failed') return new Set();
  return fieldsNamed(error.details);
}

export interface SiteFormProps {
  initial: SiteFormValues;
  companies: readonly StaffCompany[];
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: SiteFormValues) => void;
}

export function SiteForm({ initial, companies, submitLabel, pending, error, onSubmit }: SiteFormProps) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const [values, setValues] = useState(initial);
  const invalid = invalidFields(error);
  const t = (id: string) => intl.formatMessage({ id });
  const fieldError = (key: string, extra?: string) =>
    invalid.has(key) || (extra !== undefined && invalid.has(extra))
      ? t('staff.sites.fieldInvalid')
      : undefined;
  // The server names the field whose name another site holds: the main domain or one of the others.
  const takenField =
    isApiError(error) && error.errorId === 'site_domain_taken'
      ? fieldsNamed(error.details).has('otherDomains')
        ? 'otherDomains'
        : 'domain'
      : null;

  const text = (key: TextKey, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={values[key]}
      error={key === takenField ? staffError(error) : fieldError(key)}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      {...props}
    />
  );
  const credits = (key: TextKey, label: string) =>
    text(key, label, { type: 'number', min: 0, step: 1, inputMode: 'numeric', required: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      {error !== null && error !== undefined && (
        <Alert variant="danger">
          {staffError(error)}
          {invalid.size > 0 && ` ${t('staff.sites.checkMarked')}`}
        </Alert>
      )}
      <Section legend={t('staff.sites.sectionIdentity')}>
        {text('domain', t('staff.sites.domain'), {
          required: true,
          hint: t('staff.sites.domainHint'),
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {text('otherDomains', t('staff.sites.otherDomains'), {
          hint: t('staff.sites.otherDomainsHint'),
          multiline: true,
          rows: 2,
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {text('name', t('staff.sites.name'), { required: true })}
        <SelectField
          label={t('staff.sites.language')}
          value={values.language}
          required
          error={fieldError('language')}
          onChange={(event) => setValues((current) => ({ ...current, language: event.target.value }))}
          options={LOCALES.map((language) => ({
            value: language,
            label: new Intl.DisplayNames([intl.locale], { type: 'language' }).of(language) ?? language,
          }))}
        />
        {text('countries', t('staff.sites.countries'), {
          required: true,
          hint: t('staff.sites.countriesHint'),
          autoCapitalize: 'characters',
        })}
        <SelectField
          label={t('staff.sites.niche')}
          value={values.niche}
          error={fieldError('niche')}
          onChange={(event) => setValues((current) => ({ ...current, niche: event.target.value }))}
          options={NICHES.map((niche) => ({ value: String(niche), label: String(niche) }))}
        />
      </Section>
      <Section legend={t('staff.sites.sectionVisitors')}>
        <SelectField
          label={t('staff.sites.signups')}
          value={values.signups}
          error={fieldError('signups')}
          onChange={(event) => setValues((current) => ({ ...current, signups: event.target.value }))}
          options={SIGNUP_MODES.map((mode) => ({ value: mode, label: signupModeLabel(intl, mode) }))}
        />
        <Checkbox
          label={t('staff.sites.loggedOutSearch')}
          checked={values.loggedOutSearch}
          onChange={(event) =>
            setValues((current) => ({ ...current, loggedOutSearch: event.target.checked }))
          }
        />
        <Checkbox
          label={t('staff.sites.entryWarning')}
          checked={values.entryWarning}
          onChange={(event) => setValues((current) => ({ ...current, entryWarning: event.target.checked }))}
        />
        {text('entryWarningCountries', t('staff.sites.entryWarningCountries'), {
          hint: t('staff.sites.entryWarningCountriesHint'),
          autoCapitalize: 'characters',
        })}
      </Section>
      <Section legend={t('staff.sites.sectionContact')}>
        {text('supportEmail', t('staff.sites.supportEmail'), { type: 'email', required: true })}
        {text('supportPhone', t('staff.sites.supportPhone'), { type: 'tel', required: true })}
        {text('mailName', t('staff.sites.mailName'), { required: true, hint: t('staff.sites.mailNameHint') })}
        {text('title', t('staff.sites.indexTitle'), { required: true })}
        {text('description', t('staff.sites.description'), { required: true, multiline: true, rows: 3 })}
      </Section>
      <Section legend={t('staff.sites.sectionMoney')}>
        <SelectField
          label={t('staff.sites.company')}
          value={values.companyId}
          required
          error={fieldError('companyId')}
          onChange={(event) => setValues((current) => ({ ...current, companyId: event.target.value }))}
          options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
        />
        {text('currency', t('staff.sites.currency'), {
          required: true,
          hint: t('staff.sites.currencyHint'),
          autoCapitalize: 'characters',
          maxLength: 3,
        })}
        {credits('messageCredits', t('staff.sites.messageCredits'))}
        {credits('photoCredits', t('staff.sites.photoCredits'))}
        {credits('giftCredits', t('staff.sites.giftCredits'))}
        {credits('signupCredits', t('staff.sites.signupCredits'))}
      </Section>
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        // Fields keep their own height: a neighbour's hint must not stretch an input.
        alignItems: 'start',
        margin: 0,
        padding: theme.space[3],
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        minWidth: 0,
      })}
    >
      <legend css={(theme: Theme) => ({ fontWeight: 600, padding: `0 ${theme.space[1]}px` })}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export function signupModeLabel(intl: ReturnType<typeof useIntl>, mode: SignupMode): string {
  switch (mode) {
    case 'all':
      return intl.formatMessage({ id: 'staff.sites.signupsAll' });
    case 'with_trafficsource':
      return intl.formatMessage({ id: 'staff.sites.signupsTrafficSource' });
    case 'none':
      return intl.formatMessage({ id: 'staff.sites.signupsInvite' });
    case 'closed':
      return intl.formatMessage({ id: 'staff.sites.signupsClosed' });
  }
}
