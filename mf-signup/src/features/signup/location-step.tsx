// Step 3: where the member lives. The browser's location (with the permission states of spec section 4)
// fills it in; choosing country, region and city by hand always works as well.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, api, Button, useLocale, type Region, type Settings, type User } from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import { StepActions } from './step-actions';
import { fieldRow, StepFrame } from './step-frame';
import { updateSignupProfile } from './update-signup-profile';
import { useGeolocation } from './use-geolocation';
import { useStepSave } from './use-step-save';

/** Not retried here: the query store retries a failed read (a 4xx is final). */
const fetchRegions = (country: string, signal: AbortSignal) =>
  api
    .get('/api/regions.php', { query: { country }, signal, retry: false })
    .then((data) => data[country] ?? []);

export interface LocationStepProps {
  user: User;
  settings: Settings | undefined;
  onDone: () => void;
}

export function LocationStep({ user, settings, onDone }: LocationStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { permission, locate } = useGeolocation();
  const [country, setCountry] = useState(user.profile.country || settings?.geoip_selected_country || '');
  const [region, setRegion] = useState(user.profile.region ?? '');
  const [city, setCity] = useState(user.profile.city ?? '');
  const [notice, setNotice] = useState<{ variant: 'success' | 'warning'; text: string } | null>(null);
  const [locating, setLocating] = useState(false);

  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countries = useMemo(() => {
    const codes = new Set([...(settings?.countries ?? []), ...(country ? [country] : [])]);
    return [...codes]
      .map((code) => ({ value: code, label: countryNames.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [settings, country, countryNames, locale]);

  const known = country ? settings?.region_data?.[country] : undefined;
  // The settings name the regions of the usual countries; any other country's are asked for (and kept). Until
  // they are there, or when they cannot be had, the region is simply not chosen.
  const fetched = useQuery({
    queryKey: ['regions', country],
    queryFn: ({ signal }) => fetchRegions(country, signal),
    enabled: Boolean(country) && !known?.length,
  });
  const regions: Region[] = known?.length ? known : (fetched.data ?? []);

  const locateMe = async () => {
    setLocating(true);
    setNotice(null);
    const result = await locate();
    setLocating(false);
    if (!result.ok) {
      setNotice({
        variant: 'warning',
        text: intl.formatMessage({
          id: result.reason === 'denied' ? 'signup.location.denied' : 'signup.location.failed',
        }),
      });
      return;
    }
    setCountry(result.place.country);
    setCity(result.place.city);
    setRegion('');
    setNotice({
      variant: 'success',
      text: intl.formatMessage(
        { id: 'signup.location.found' },
        { city: result.place.city, country: countryNames.of(result.place.country) ?? result.place.country },
      ),
    });
  };

  const { busy, failure, submit } = useStepSave(
    () => updateSignupProfile({ country, region: region || null, city: city.trim() || null }),
    onDone,
  );

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StepFrame
      title={t('signup.location.title')}
      lead={t('signup.location.lead')}
      onSubmit={submit}
      actions={<StepActions busy={busy} submitDisabled={!country} />}
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {permission !== 'unsupported' ? (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2], justifyItems: 'start' })}>
          <Button
            type="button"
            variant="secondary"
            loading={locating}
            disabled={locating || permission === 'denied'}
            onClick={() => void locateMe()}
          >
            {t('signup.location.use-my-location')}
          </Button>
          {permission === 'denied' ? (
            <p
              css={(theme: Theme) => ({
                margin: 0,
                color: theme.colors.textMuted,
                fontSize: theme.fontSizes.sm,
              })}
            >
              {t('signup.location.denied')}
            </p>
          ) : null}
        </div>
      ) : null}
      {notice ? (
        <Alert variant={notice.variant} role="status">
          {notice.text}
        </Alert>
      ) : null}
      <div css={fieldRow}>
        <SelectField
          label={t('signup.location.country')}
          name="country"
          required
          options={countries}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setRegion('');
          }}
        />
        <SelectField
          label={t('signup.location.region')}
          name="region"
          placeholder
          options={regions.map((r) => ({ value: r.name, label: r.name }))}
          value={region}
          onChange={(event) => setRegion(event.target.value)}
          disabled={regions.length === 0}
        />
      </div>
      <TextField
        label={t('signup.location.city')}
        name="city"
        autoComplete="address-level2"
        maxLength={100}
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
    </StepFrame>
  );
}
