import type { Theme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  getBus,
  isApiError,
  type Profile,
  type ProfileChanges,
  type Settings,
  useErrorMessage,
} from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import { type OptionField, useOptionLabels } from '../member-card/option-labels';
import { useSaveOwnProfile } from './use-own-profile';

const PICK_FIELDS = [
  'gender',
  'sexuality',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
] as const satisfies readonly OptionField[];
const REQUIRED = new Set<string>(['gender', 'sexuality']);

type Draft = ProfileChanges & { interests: Profile['interests'] };

function draftOf(profile: Profile): Draft {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.date_of_birth,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    interests: profile.interests,
    hair_color: profile.hair_color,
    eye_color: profile.eye_color,
    body_type: profile.body_type,
    relationship_status: profile.relationship_status,
    tattoos: profile.tattoos,
    personal_text: profile.personal_text,
    signup_reason: profile.signup_reason,
  };
}

/** Every profile field of spec section 3, with the site's option lists; saves only what changed. */
export function ProfileForm({ profile, settings }: { profile: Profile; settings: Settings }) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const save = useSaveOwnProfile();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const regions = draft.country ? (settings.region_data[draft.country] ?? []) : [];
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const original = draftOf(profile);
    const changes = Object.fromEntries(
      Object.entries(draft).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(original[key as keyof Draft]),
      ),
    ) as ProfileChanges;
    if (typeof changes.personal_text === 'string' && changes.personal_text.trim() === '')
      changes.personal_text = null;
    if (typeof changes.city === 'string' && changes.city.trim() === '') changes.city = null;
    setFieldErrors({});
    setError(null);
    if (Object.keys(changes).length === 0) {
      getBus().publish('toast.show', {
        message: { text: intl.formatMessage({ id: 'members.ownProfile.nothingChanged' }) },
        variant: 'info',
      });
      return;
    }
    try {
      const saved = await save.mutateAsync(changes);
      setDraft(draftOf(saved));
      getBus().publish('session.reload-requested', {});
      getBus().publish('toast.show', {
        message: { text: intl.formatMessage({ id: 'members.ownProfile.saved' }) },
        variant: 'success',
      });
    } catch (caught) {
      if (isApiError(caught) && caught.errorId === 'validation_failed' && Array.isArray(caught.details)) {
        const errors: Record<string, string> = {};
        for (const detail of caught.details as { field?: string }[]) {
          const field = detail.field?.split('.')[1];
          if (field) errors[field] = intl.formatMessage({ id: 'members.ownProfile.invalidField' });
        }
        setFieldErrors(errors);
      }
      setError(errorMessage(caught));
    }
  };

  const grid = (theme: Theme) => ({
    display: 'grid',
    gap: theme.space[3],
    gridTemplateColumns: '1fr',
    [`@media (min-width: ${theme.breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}
    >
      <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {intl.formatMessage({ id: 'members.ownProfile.detailsTitle' })}
      </h2>
      {error && <Alert variant="danger">{error}</Alert>}
      <div css={grid}>
        <TextField
          label={intl.formatMessage({ id: 'members.ownProfile.name' })}
          required
          minLength={2}
          maxLength={40}
          value={draft.name ?? ''}
          error={fieldErrors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'members.ownProfile.dateOfBirth' })}
          required
          value={draft.date_of_birth ?? ''}
          error={fieldErrors.date_of_birth}
          onChange={(event) => set('date_of_birth', event.target.value)}
        />
        <SelectField
          label={labels.field('country')}
          required
          value={draft.country ?? ''}
          error={fieldErrors.country}
          options={settings.countries.map((code) => ({ value: code, label: countryName(code) }))}
          onChange={(event) =>
            setDraft((current) => ({ ...current, country: event.target.value, region: null }))
          }
        />
        <SelectField
          label={labels.field('region')}
          value={draft.region ?? ''}
          placeholder
          disabled={regions.length === 0}
          options={regions.map((region) => ({ value: region.name, label: region.name }))}
          onChange={(event) => set('region', event.target.value || null)}
        />
        <TextField
          label={labels.field('city')}
          maxLength={100}
          value={draft.city ?? ''}
          error={fieldErrors.city}
          onChange={(event) => set('city', event.target.value)}
        />
        {PICK_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={labels.field(field)}
            required={REQUIRED.has(field)}
            value={(draft[field] as string | null | undefined) ?? ''}
            placeholder={REQUIRED.has(field) ? undefined : true}
            error={fieldErrors[field]}
            options={labels.options(field)}
            onChange={(event) => set(field, (event.target.value || null) as never)}
          />
        ))}
      </div>
      <fieldset
        css={(theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[2] })}
      >
        <legend
          css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium, marginBottom: theme.space[2] })}
        >
          {labels.field('interests')}
        </legend>
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          {settings.interests.map((interest) => {
            const checked = draft.interests.includes(interest.id);
            return (
              <label
                key={interest.id}
                css={(theme: Theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  padding: `${theme.space[1]}px ${theme.space[3]}px`,
                  borderRadius: theme.radii.pill,
                  border: `1px solid ${checked ? theme.colors.primary : theme.colors.borderStrong}`,
                  background: checked ? theme.colors.primary : theme.colors.surface,
                  color: checked ? theme.colors.onPrimary : theme.colors.text,
                  cursor: 'pointer',
                  fontSize: theme.fontSizes.sm,
                  '&:focus-within': theme.focusRing,
                })}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    set(
                      'interests',
                      checked
                        ? draft.interests.filter((id) => id !== interest.id)
                        : [...draft.interests, interest.id],
                    )
                  }
                  css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                />
                {interest.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextField
        multiline
        rows={5}
        maxLength={2000}
        label={labels.field('personal_text')}
        hint={intl.formatMessage({ id: 'members.ownProfile.aboutHint' })}
        value={draft.personal_text ?? ''}
        error={fieldErrors.personal_text}
        onChange={(event) => set('personal_text', event.target.value)}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {intl.formatMessage({ id: 'members.ownProfile.save' })}
        </Button>
      </div>
    </form>
  );
}
