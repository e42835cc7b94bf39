import type { Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, type SearchField, type Settings } from '@dating/shared';
import { ChipGroup, SelectField } from '@dating/shared/forms';
import { useOptionLabels, type OptionField } from '../member-card/option-labels';
import { filtersOnScreen } from './filters-on-screen';
import { clearedSearchAddress } from './search-page-url';
import type { SearchFilters } from '@dating/shared';

const AGES = Array.from({ length: 82 }, (_, i) => String(18 + i));
const LOOK_FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
] as const satisfies readonly (OptionField | SearchField)[];

export interface SearchFiltersProps {
  settings: Settings;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** Search, with the filters the form shows (filtersOnScreen). */
  onSubmit: (filters: SearchFilters) => void;
  onClear: () => void;
  busy: boolean;
  /**
   * The address's other parameters (language, traffic source, tracking): sent along when the form is
   * submitted before the page's script runs, so the page it loads keeps them.
   */
  carried?: [string, string][];
}

/** The search form: only the fields the site offers (settings.search_fields), as native selects. */
export function SearchFiltersForm({
  settings,
  filters,
  onChange,
  onSubmit,
  onClear,
  busy,
  carried = [],
}: SearchFiltersProps) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const on = (field: SearchField) => settings.search_fields.includes(field);
  const selectCount = [
    on('gender'),
    on('country') || on('countryregion'),
    on('countryregion'),
    on('min_age'),
    on('max_age'),
  ].filter(Boolean).length;
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K] | '') =>
    onChange({ ...filters, [key]: value === '' ? undefined : value });
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const regions = filters.country ? (settings.region_data[filters.country] ?? []) : [];
  const any = intl.formatMessage({ id: 'members.search.any' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(filtersOnScreen(event.currentTarget, filters));
  };

  return (
    // A GET form: before the page's script runs (a slow phone) it loads this page with the search in its
    // address, which the server's first search follows (searchFiltersFromAddress).
    <form
      role="search"
      method="get"
      aria-label={intl.formatMessage({ id: 'members.search.formLabel' })}
      onSubmit={submit}
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.sm,
        padding: theme.space[4],
        display: 'grid',
        gap: theme.space[3],
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [`@media (min-width: ${theme.breakpoints.md}px)`]: {
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        },
        // The selects the site offers share one row, so a long country name ("Vereinigtes Königreich")
        // fits when there are five.
        [`@media (min-width: ${theme.breakpoints.lg}px)`]: {
          gridTemplateColumns: `repeat(${Math.max(selectCount, 4)}, minmax(0, 1fr))`,
        },
      })}
    >
      {on('gender') && (
        <SelectField
          label={labels.field('gender')}
          name="gender"
          value={filters.gender ?? ''}
          placeholder={any}
          options={labels.options('gender')}
          onChange={(event) => set('gender', event.target.value as SearchFilters['gender'])}
        />
      )}
      {(on('country') || on('countryregion')) && (
        <SelectField
          label={labels.field('country')}
          name="country"
          value={filters.country ?? ''}
          placeholder={any}
          options={settings.countries.map((code) => ({ value: code, label: countryName(code) }))}
          onChange={(event) =>
            onChange({ ...filters, country: event.target.value || undefined, countryregion: undefined })
          }
        />
      )}
      {on('countryregion') && (
        <SelectField
          label={labels.field('region')}
          name="countryregion"
          value={filters.countryregion ?? ''}
          placeholder={any}
          disabled={regions.length === 0}
          options={regions.map((region) => ({ value: region.name, label: region.name }))}
          onChange={(event) => set('countryregion', event.target.value)}
        />
      )}
      {on('min_age') && (
        <SelectField
          label={intl.formatMessage({ id: 'members.search.minAge' })}
          name="min_age"
          value={filters.min_age === undefined ? '' : String(filters.min_age)}
          placeholder={any}
          options={AGES.map((age) => ({ value: age, label: age }))}
          onChange={(event) => set('min_age', event.target.value ? Number(event.target.value) : '')}
        />
      )}
      {on('max_age') && (
        <SelectField
          label={intl.formatMessage({ id: 'members.search.maxAge' })}
          name="max_age"
          value={filters.max_age === undefined ? '' : String(filters.max_age)}
          placeholder={any}
          options={AGES.map((age) => ({
            value: age,
            label: age,
            disabled: filters.min_age !== undefined && Number(age) < filters.min_age,
          }))}
          onChange={(event) => set('max_age', event.target.value ? Number(event.target.value) : '')}
        />
      )}
      {LOOK_FIELDS.filter(on).map((field) => (
        <SelectField
          key={field}
          label={labels.field(field)}
          name={field}
          value={filters[field] ?? ''}
          placeholder={any}
          options={labels.options(field)}
          onChange={(event) => set(field, event.target.value as never)}
        />
      ))}
      {on('interests') && settings.interests.length > 0 && (
        <ChipGroup
          legend={labels.field('interests')}
          name="interests"
          options={settings.interests.map((interest) => ({ value: interest.id, label: interest.name }))}
          value={filters.interests ?? []}
          onChange={(interests) => set('interests', interests)}
          css={{ gridColumn: '1 / -1' }}
        />
      )}
      {carried.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div
        css={(theme: Theme) => ({
          gridColumn: '1 / -1',
          display: 'flex',
          gap: theme.space[2],
          flexWrap: 'wrap',
        })}
      >
        <Button type="submit" loading={busy}>
          {intl.formatMessage({ id: 'members.search.submit' })}
        </Button>
        {/* A link, so that before the page's script runs it still clears: it loads the search without filters. */}
        <Button
          asLink
          href={clearedSearchAddress(carried)}
          variant="secondary"
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          {intl.formatMessage({ id: 'members.search.clear' })}
        </Button>
      </div>
    </form>
  );
}
