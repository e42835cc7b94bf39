// A site's discount codes: what each gives, to whom and until when, switched off and on; and a new code.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, isApiError, useFormatters } from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import type { DiscountValidity, PaymentMethod, StaffDiscountCode } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { codesKey, createCode, listCodes, switchCode } from './site-calls';
import { ServerList, SiteSection } from './site-section';
import { toMinorUnits } from './money-input';

// A typed copy of the contract's list (its values carry zod, which browser code imports only as types).
const LIMITS = ['once', 'once-per-user', 'unlimited'] as const satisfies readonly DiscountValidity[];

function limitLabel(intl: ReturnType<typeof useIntl>, limit: DiscountValidity): string {
  switch (limit) {
    case 'once':
      return intl.formatMessage({ id: 'staff.codes.limitOnce' });
    case 'once-per-user':
      return intl.formatMessage({ id: 'staff.codes.limitPerMember' });
    case 'unlimited':
      return intl.formatMessage({ id: 'staff.codes.limitNone' });
  }
}

export function DiscountCodesSection({ domain, currency }: { domain: string; currency: string }) {
  const intl = useIntl();
  const codes = useQuery({ queryKey: codesKey(domain), queryFn: ({ signal }) => listCodes(domain, signal) });
  return (
    <SiteSection id="discount-codes" title={intl.formatMessage({ id: 'staff.codes.title' })}>
      <ServerList
        query={codes}
        items={(answer) => answer.codes}
        itemKey={(code) => code.id}
        loading={intl.formatMessage({ id: 'staff.codes.loading' })}
        empty={intl.formatMessage({ id: 'staff.codes.none' })}
        label={intl.formatMessage({ id: 'staff.codes.title' })}
      >
        {(code) => <CodeRow domain={domain} code={code} />}
      </ServerList>
      <NewCode domain={domain} currency={currency} />
    </SiteSection>
  );
}

function CodeRow({ domain, code }: { domain: string; code: StaffDiscountCode }) {
  const intl = useIntl();
  const format = useFormatters();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const active = code.status === 'active';
  const change = useMutation({
    mutationFn: () => switchCode(domain, code.id, { status: active ? 'inactive' : 'active' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codesKey(domain) }),
  });
  const facts = [
    intl.formatMessage({ id: 'staff.codes.percentOff' }, { value: code.valuePercentage }),
    limitLabel(intl, code.validity),
    code.expires
      ? intl.formatMessage({ id: 'staff.codes.until' }, { date: format.date(code.expires) })
      : null,
    code.country,
    code.paymentMethods.length > 0 ? code.paymentMethods.join(', ') : null,
    active ? null : intl.formatMessage({ id: 'staff.codes.off' }),
  ].filter(Boolean);
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space[2],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
        overflowWrap: 'anywhere',
      })}
    >
      <span css={{ flex: '1 1 200px' }}>
        <strong>{code.code}</strong> · {facts.join(' · ')}
      </span>
      {change.isError && <Alert variant="danger">{staffError(change.error)}</Alert>}
      <Button variant="secondary" size="sm" loading={change.isPending} onClick={() => change.mutate()}>
        {intl.formatMessage(
          { id: active ? 'staff.codes.switchOff' : 'staff.codes.switchOn' },
          { code: code.code },
        )}
      </Button>
    </div>
  );
}

function NewCode({ domain, currency }: { domain: string; currency: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const empty = {
    code: '',
    percentage: '',
    limit: 'once-per-user',
    expires: '',
    country: '',
    methods: '',
    minimum: '',
  };
  const [values, setValues] = useState(empty);
  const create = useMutation({
    mutationFn: () =>
      createCode(domain, {
        code: values.code,
        valuePercentage:
          values.percentage.trim() === '' ? Number.NaN : Number(values.percentage.replace(',', '.')),
        validity: values.limit as DiscountValidity,
        // The code works through the whole of its last day, in the admin's time zone.
        expires: values.expires ? new Date(`${values.expires}T23:59:59`).toISOString() : null,
        country: values.country.trim() === '' ? null : values.country.trim(),
        paymentMethods: values.methods
          .split(/[\s,;]+/)
          .map((method) => method.trim().toLowerCase())
          .filter(Boolean) as PaymentMethod[],
        minimumOrderValueCents: values.minimum.trim() === '' ? 0 : toMinorUnits(values.minimum, currency),
      }),
    onSuccess: async () => {
      setValues(empty);
      await queryClient.invalidateQueries({ queryKey: codesKey(domain) });
    },
  });
  const set = (key: keyof typeof empty) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const taken = isApiError(create.error) && create.error.errorId === 'discount_code_exists';
  return (
    <form
      noValidate
      aria-labelledby="new-code"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        alignItems: 'end',
      })}
    >
      <h3 id="new-code" css={{ margin: 0, gridColumn: '1 / -1' }}>
        {intl.formatMessage({ id: 'staff.codes.new' })}
      </h3>
      {create.isError && !taken && (
        <Alert variant="danger" css={{ gridColumn: '1 / -1' }}>
          {staffError(create.error)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'staff.codes.code' })}
        autoCapitalize="characters"
        required
        error={taken ? staffError(create.error) : undefined}
        {...set('code')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.codes.percentage' })}
        inputMode="decimal"
        required
        {...set('percentage')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'staff.codes.limit' })}
        options={LIMITS.map((limit) => ({ value: limit, label: limitLabel(intl, limit) }))}
        {...set('limit')}
      />
      <TextField label={intl.formatMessage({ id: 'staff.codes.expires' })} type="date" {...set('expires')} />
      <TextField
        label={intl.formatMessage({ id: 'staff.bundles.country' })}
        hint={intl.formatMessage({ id: 'staff.codes.countryHint' })}
        autoCapitalize="characters"
        maxLength={2}
        {...set('country')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.codes.methods' })}
        hint={intl.formatMessage({ id: 'staff.codes.methodsHint' })}
        {...set('methods')}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.codes.minimum' }, { currency })}
        inputMode="decimal"
        {...set('minimum')}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {intl.formatMessage({ id: 'staff.codes.add' })}
        </Button>
      </div>
    </form>
  );
}
