// Which sites a staff account may see: every site (only an admin who sees every site may grant that), or
// some of them, as checkboxes in a fieldset. The value is the contract's: null for every site, else site ids.
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { StaffMember } from '@dating/shared/contract';
import { Checkbox } from '@dating/shared/forms';

export function SitesField({
  staff,
  value,
  onChange,
  error,
}: {
  staff: StaffMember;
  value: number[] | null;
  onChange: (sites: number[] | null) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const every = value === null;
  const toggle = (id: number, checked: boolean) => {
    const current = value ?? [];
    onChange(checked ? [...current, id] : current.filter((site) => site !== id));
  };
  return (
    <fieldset
      css={(theme: Theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space[1] })}
    >
      <legend css={{ fontWeight: 600, padding: 0 }}>
        {intl.formatMessage({ id: 'staff.accounts.sites' })}
      </legend>
      {staff.sites === null && (
        <Checkbox
          label={intl.formatMessage({ id: 'staff.accounts.everySite' })}
          checked={every}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />
      )}
      {!every &&
        staff.siteList.map((site) => (
          <Checkbox
            key={site.id}
            label={`${site.name} (${site.domain})`}
            checked={value.includes(site.id)}
            onChange={(event) => toggle(site.id, event.target.checked)}
          />
        ))}
      {error && (
        <p role="alert" css={(theme: Theme) => ({ margin: 0, color: theme.colors.danger })}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The names of an account's sites, for its card and the confirm step. */
export function sitesText(
  intl: ReturnType<typeof useIntl>,
  staff: StaffMember,
  sites: number[] | null,
): string {
  if (sites === null) return intl.formatMessage({ id: 'staff.accounts.everySite' });
  return intl.formatList(
    sites.map((id) => staff.siteList.find((site) => site.id === id)?.name ?? `#${id}`),
    { type: 'conjunction' },
  );
}
