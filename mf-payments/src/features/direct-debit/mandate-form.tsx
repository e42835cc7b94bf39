import type { Theme } from '@emotion/react';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, mediaDown } from '@dating/shared';
import { Checkbox, TextField } from '@dating/shared/forms';
import {
  EMPTY_MANDATE,
  type FieldProblem,
  formatIban,
  formatMobile,
  type MandateField,
  type MandateValues,
  validateMandate,
} from './validate-mandate';

const PROBLEM_IDS: Record<FieldProblem, string> = {
  required: 'payments.directDebit.form.required',
  invalid_iban: 'payments.directDebit.form.invalidIban',
  iban_not_sepa: 'payments.directDebit.form.ibanNotSepa',
  invalid_mobile: 'payments.directDebit.form.invalidMobile',
  authorization_required: 'payments.directDebit.form.authorizationRequired',
};

const FIELD_ORDER: MandateField[] = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'postal_code',
  'city',
  'mobile',
  'authorized',
];

export interface MandateFormProps {
  /** What the member typed before ("Change details" on the code step brings it back). */
  initial?: MandateValues;
  /** ISO country the mobile number defaults to (the member's). */
  country: string;
  companyName: string;
  submitting: boolean;
  /** A problem the server found with one field (the form's checks passed). */
  serverProblem: { field: string; code: string } | null;
  error: string | null;
  onSubmit(values: MandateValues): void;
}

/** Account holder, IBAN, address, mobile number and the authorisation: checked here, then sent. */
export function MandateForm({
  initial = EMPTY_MANDATE,
  country,
  companyName,
  submitting,
  serverProblem,
  error,
  onSubmit,
}: MandateFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<MandateValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<MandateField, FieldProblem>>>({});
  const form = useRef<HTMLFormElement>(null);

  const shownProblem = (field: MandateField): string | undefined => {
    const problem =
      errors[field] ?? (serverProblem?.field === field ? (serverProblem.code as FieldProblem) : undefined);
    const id = problem ? (PROBLEM_IDS[problem] ?? PROBLEM_IDS.required) : undefined;
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const set = (field: MandateField) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its error at once; the others keep theirs until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMandate(values, country);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const text = (field: Exclude<MandateField, 'authorized'>, labelId: string, extra: object = {}) => (
    <TextField
      name={field}
      label={intl.formatMessage({ id: labelId })}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={shownProblem(field)}
      required
      {...extra}
    />
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      {error && <Alert variant="danger">{error}</Alert>}
      {text('account_holder', 'payments.directDebit.form.accountHolder', {
        autoComplete: 'name',
        maxLength: 70,
      })}
      {text('iban', 'payments.directDebit.form.iban', {
        autoComplete: 'off',
        spellCheck: false,
        maxLength: 42,
        hint: intl.formatMessage({ id: 'payments.directDebit.form.ibanHint' }),
        onBlur: () => setValues((current) => ({ ...current, iban: formatIban(current.iban) })),
      })}
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
          // Side by side the labels wrap on a phone and the inputs no longer line up: one column there.
          [mediaDown('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        })}
      >
        {text('street', 'payments.directDebit.form.street', {
          autoComplete: 'address-line1',
          maxLength: 100,
        })}
        {text('house_number', 'payments.directDebit.form.houseNumber', { maxLength: 16 })}
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
          // Side by side the labels wrap on a phone and the inputs no longer line up: one column there.
          [mediaDown('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        })}
      >
        {text('postal_code', 'payments.directDebit.form.postalCode', {
          autoComplete: 'postal-code',
          maxLength: 16,
        })}
        {text('city', 'payments.directDebit.form.city', { autoComplete: 'address-level2', maxLength: 60 })}
      </div>
      {text('mobile', 'payments.directDebit.form.mobile', {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 32,
        hint: intl.formatMessage({ id: 'payments.directDebit.form.mobileHint' }),
        onBlur: () => setValues((current) => ({ ...current, mobile: formatMobile(current.mobile, country) })),
      })}
      <Checkbox
        name="authorized"
        checked={values.authorized}
        onChange={(event) => set('authorized')(event.target.checked)}
        label={intl.formatMessage({ id: 'payments.directDebit.form.mandateText' }, { company: companyName })}
        error={shownProblem('authorized')}
        required
      />
      <div>
        <Button type="submit" disabled={submitting}>
          {intl.formatMessage({
            id: submitting ? 'payments.directDebit.form.sending' : 'payments.directDebit.form.submit',
          })}
        </Button>
      </div>
    </form>
  );
}
