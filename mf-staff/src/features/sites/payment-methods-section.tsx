// A site's payment methods per country: pick a country, tick the methods its members may choose at the
// checkout. Only the methods the payment provider takes in that country are listed; a payment already
// started keeps its method.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, EmptyState, ErrorState, Spinner } from '@dating/shared';
import { Checkbox, SelectField, TextField } from '@dating/shared/forms';
import type { PaymentMethod, StaffCountryMethods, StaffPaymentMethodsAnswer } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { paymentMethodName } from './payment-method-names';
import {
  getPaymentMethods,
  listPaymentMethods,
  paymentMethodsKey,
  resetPaymentMethods,
  setPaymentMethods,
} from './site-calls';

export function PaymentMethodsSection({ domain }: { domain: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const methods = useQuery({
    queryKey: paymentMethodsKey(domain),
    queryFn: ({ signal }) => listPaymentMethods(domain, signal),
  });
  const [country, setCountry] = useState<string | null>(null);
  // Kept here: the form below starts afresh with each answer from the server, the notice should stay.
  const [saved, setSaved] = useState<string | null>(null);
  const countries = methods.data?.countries ?? [];
  const chosen = countries.find((entry) => entry.country === country) ?? countries[0];
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
  const pick = (code: string) => {
    setSaved(null);
    setCountry(code);
  };
  return (
    <section
      aria-labelledby="payment-methods"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      <h2 id="payment-methods" css={{ margin: 0 }}>
        {intl.formatMessage({ id: 'staff.methods.title' })}
      </h2>
      <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.methods.intro' })}</p>
      {methods.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'staff.methods.loading' })} />
      ) : methods.isError ? (
        <ErrorState
          error={methods.error}
          message={staffError(methods.error)}
          onRetry={() => void methods.refetch()}
        />
      ) : !chosen ? (
        <EmptyState title={intl.formatMessage({ id: 'staff.methods.none' })} />
      ) : (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'staff.methods.country' })}
            value={chosen.country}
            onChange={(event) => pick(event.target.value)}
            options={countries.map((entry) => ({
              value: entry.country,
              label: `${regionNames.of(entry.country) ?? entry.country} (${entry.country})`,
            }))}
            css={{ maxWidth: 360 }}
          />
          <OtherCountry domain={domain} onFound={pick} />
          {/* A fresh form per country: its ticks are form state, the server's answer the starting point. */}
          <CountryMethodsForm
            key={`${chosen.country}:${chosen.enabled.join(',')}`}
            domain={domain}
            entry={chosen}
            countryName={regionNames.of(chosen.country) ?? chosen.country}
            onSaved={setSaved}
          />
          {saved === chosen.country && (
            <Alert variant="success" onDismiss={() => setSaved(null)}>
              {intl.formatMessage(
                { id: 'staff.methods.saved' },
                { country: regionNames.of(chosen.country) ?? chosen.country },
              )}
            </Alert>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Members may live outside the site's countries: another country's methods are looked up by its code and
 * join the picker (the server lists it from then on only once the site has a choice of its own there).
 */
function OtherCountry({ domain, onFound }: { domain: string; onFound: (country: string) => void }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const lookUp = useMutation({
    mutationFn: () => getPaymentMethods(domain, code.trim()),
    onSuccess: (found) => {
      queryClient.setQueryData(
        paymentMethodsKey(domain),
        (current: StaffPaymentMethodsAnswer | undefined) =>
          current && {
            countries: current.countries.some((row) => row.country === found.country)
              ? current.countries
              : [...current.countries, found],
          },
      );
      setCode('');
      onFound(found.country);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'staff.methods.otherCountry' })}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: theme.space[2],
      })}
    >
      <TextField
        label={intl.formatMessage({ id: 'staff.methods.otherCountry' })}
        hint={intl.formatMessage({ id: 'staff.methods.otherCountryHint' })}
        value={code}
        maxLength={2}
        autoComplete="off"
        error={lookUp.isError ? staffError(lookUp.error) : undefined}
        onChange={(event) => setCode(event.target.value)}
        css={{ maxWidth: 240 }}
      />
      <Button type="submit" variant="secondary" loading={lookUp.isPending} disabled={code.trim() === ''}>
        {intl.formatMessage({ id: 'staff.methods.show' })}
      </Button>
    </form>
  );
}

interface CountryMethodsFormProps {
  domain: string;
  entry: StaffCountryMethods;
  countryName: string;
  /** The country whose methods were just stored, or null once the form changes again. */
  onSaved: (country: string | null) => void;
}

function CountryMethodsForm({ domain, entry, countryName, onSaved }: CountryMethodsFormProps) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<ReadonlySet<PaymentMethod>>(() => new Set(entry.enabled));
  const store = (updated: StaffCountryMethods) => {
    onSaved(updated.country);
    queryClient.setQueryData(
      paymentMethodsKey(domain),
      (current: StaffPaymentMethodsAnswer | undefined) =>
        current && {
          countries: current.countries.map((row) => (row.country === updated.country ? updated : row)),
        },
    );
  };
  const save = useMutation({
    mutationFn: () =>
      setPaymentMethods(domain, entry.country, {
        methods: entry.available.filter((method) => ticked.has(method)),
      }),
    onSuccess: store,
  });
  const reset = useMutation({
    mutationFn: () => resetPaymentMethods(domain, entry.country),
    onSuccess: store,
  });
  const nameOf = (method: PaymentMethod) => paymentMethodName(intl, method);
  const toggle = (method: PaymentMethod, on: boolean) => {
    onSaved(null);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(method);
      else next.delete(method);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaved(null);
    save.mutate();
  };
  const failure = save.error ?? reset.error;
  return (
    <form onSubmit={submit} noValidate css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <fieldset
        css={(theme: Theme) => ({
          border: 0,
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[2],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        })}
      >
        <legend
          css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}
        >
          {intl.formatMessage({ id: 'staff.methods.offeredIn' }, { country: countryName })}
        </legend>
        {entry.available.map((method) => (
          <Checkbox
            key={method}
            label={nameOf(method)}
            checked={ticked.has(method)}
            onChange={(event) => toggle(method, event.target.checked)}
          />
        ))}
      </fieldset>
      <p css={{ margin: 0 }}>
        {intl.formatMessage({ id: entry.custom ? 'staff.methods.custom' : 'staff.methods.default' })}
      </p>
      {ticked.size === 0 && (
        <Alert variant="warning">{intl.formatMessage({ id: 'staff.methods.pickOne' })}</Alert>
      )}
      {failure && <Alert variant="danger">{staffError(failure)}</Alert>}
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={ticked.size === 0}>
          {intl.formatMessage({ id: 'staff.methods.save' })}
        </Button>
        {entry.custom && (
          <Button type="button" variant="ghost" loading={reset.isPending} onClick={() => reset.mutate()}>
            {intl.formatMessage({ id: 'staff.methods.reset' })}
          </Button>
        )}
      </div>
    </form>
  );
}
