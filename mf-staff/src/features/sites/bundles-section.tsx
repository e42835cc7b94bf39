// A site's credit bundles: the default ones and those priced for one country. A new price replaces the
// bundle (the server retires the old one), so payments already started keep theirs; retiring asks first.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useFormatters } from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { Checkbox, TextField } from '@dating/shared/forms';
import type { StaffBundle } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { bundlesKey, createBundle, listBundles, updateBundle } from './site-calls';
import { fromMinorUnits, toMinorUnits } from './money-input';
import { ServerList, SiteSection } from './site-section';

export function BundlesSection({ domain, currency }: { domain: string; currency: string }) {
  const intl = useIntl();
  const bundles = useQuery({
    queryKey: bundlesKey(domain),
    queryFn: ({ signal }) => listBundles(domain, signal),
  });
  return (
    <SiteSection
      id="bundles"
      title={intl.formatMessage({ id: 'staff.bundles.title' })}
      intro={intl.formatMessage({ id: 'staff.bundles.intro' })}
    >
      <ServerList
        query={bundles}
        items={(answer) => answer.bundles}
        itemKey={(bundle) => bundle.id}
        loading={intl.formatMessage({ id: 'staff.bundles.loading' })}
        empty={intl.formatMessage({ id: 'staff.bundles.none' })}
      >
        {(bundle) => <BundleRow domain={domain} bundle={bundle} />}
      </ServerList>
      <NewBundle domain={domain} currency={currency} />
    </SiteSection>
  );
}

function BundleRow({ domain, bundle }: { domain: string; bundle: StaffBundle }) {
  const intl = useIntl();
  const format = useFormatters();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(fromMinorUnits(bundle.amountCents, bundle.currency));
  const [retiring, setRetiring] = useState(false);
  const change = useMutation({
    mutationFn: (body: { amountCents: number } | { active: false }) => updateBundle(domain, bundle.id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bundlesKey(domain) }),
  });
  const label = intl.formatMessage(
    { id: 'staff.bundles.row' },
    {
      credits: bundle.credits,
      country: bundle.country ?? intl.formatMessage({ id: 'staff.bundles.everyCountry' }),
      price: format.currency(bundle.amountCents / 100, bundle.currency),
    },
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ amountCents: toMinorUnits(price, bundle.currency) });
  };
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={label}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.space[2],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
      })}
    >
      <span css={{ flex: '1 1 200px', alignSelf: 'center' }}>
        <strong>{label}</strong>
        {bundle.popular && ` · ${intl.formatMessage({ id: 'staff.bundles.popular' })}`}
      </span>
      <TextField
        css={{ flex: '0 1 140px' }}
        label={intl.formatMessage({ id: 'staff.bundles.price' }, { currency: bundle.currency })}
        inputMode="decimal"
        value={price}
        error={change.isError ? staffError(change.error) : undefined}
        onChange={(event) => setPrice(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={change.isPending}>
        {intl.formatMessage({ id: 'staff.bundles.savePrice' })}
      </Button>
      <Button variant="ghost" onClick={() => setRetiring(true)}>
        {intl.formatMessage({ id: 'staff.bundles.retire' })}
      </Button>
      <ConfirmDialog
        open={retiring}
        title={intl.formatMessage({ id: 'staff.bundles.retireQuestion' }, { bundle: label })}
        confirmLabel={intl.formatMessage({ id: 'staff.bundles.retireConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'staff.action.cancel' })}
        danger
        onConfirm={() => {
          setRetiring(false);
          change.mutate({ active: false });
        }}
        onCancel={() => setRetiring(false)}
      >
        {intl.formatMessage({ id: 'staff.bundles.retireEffect' })}
      </ConfirmDialog>
    </form>
  );
}

function NewBundle({ domain, currency: siteCurrency }: { domain: string; currency: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const empty = { country: '', credits: '', price: '', currency: siteCurrency, popular: false };
  const [values, setValues] = useState(empty);
  const create = useMutation({
    mutationFn: () =>
      createBundle(domain, {
        country: values.country.trim() === '' ? null : values.country.trim(),
        credits: values.credits.trim() === '' ? Number.NaN : Number(values.credits),
        amountCents: toMinorUnits(values.price, values.currency),
        currency: values.currency,
        popular: values.popular,
      }),
    onSuccess: async () => {
      setValues(empty);
      await queryClient.invalidateQueries({ queryKey: bundlesKey(domain) });
    },
  });
  const set = (key: 'country' | 'credits' | 'price' | 'currency') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return (
    <form
      noValidate
      aria-labelledby="new-bundle"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
        alignItems: 'end',
      })}
    >
      <h3 id="new-bundle" css={{ margin: 0, gridColumn: '1 / -1' }}>
        {intl.formatMessage({ id: 'staff.bundles.new' })}
      </h3>
      {create.isError && (
        <Alert variant="danger" css={{ gridColumn: '1 / -1' }}>
          {staffError(create.error)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'staff.bundles.country' })}
        hint={intl.formatMessage({ id: 'staff.bundles.countryHint' })}
        autoCapitalize="characters"
        maxLength={2}
        {...set('country')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.bundles.credits' })}
        type="number"
        min={1}
        step={1}
        required
        {...set('credits')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.bundles.price' }, { currency: values.currency })}
        inputMode="decimal"
        required
        {...set('price')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.sites.currency' })}
        autoCapitalize="characters"
        maxLength={3}
        required
        {...set('currency')}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'staff.bundles.popular' })}
        checked={values.popular}
        onChange={(event) => setValues((current) => ({ ...current, popular: event.target.checked }))}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {intl.formatMessage({ id: 'staff.bundles.add' })}
        </Button>
      </div>
    </form>
  );
}
