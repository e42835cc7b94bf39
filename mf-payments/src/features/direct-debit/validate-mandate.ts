// The form's own checks, before anything is sent: the same IBAN and phone rules the server applies
// (ibantools, libphonenumber-js), so a typo is caught at the field instead of after a round trip.
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
// Mobile metadata: a landline or a number of the right length but no real mobile range is refused here too.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export interface MandateValues {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  authorized: boolean;
}

export type MandateField = keyof MandateValues;
export type FieldProblem =
  'required' | 'invalid_iban' | 'iban_not_sepa' | 'invalid_mobile' | 'authorization_required';

export const EMPTY_MANDATE: MandateValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
  authorized: false,
};

const TEXT_FIELDS = ['account_holder', 'street', 'house_number', 'postal_code', 'city'] as const;

export function ibanProblem(raw: string): FieldProblem | null {
  if (!raw.trim()) return 'required';
  const iban = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(iban)) return 'invalid_iban';
  if (!isSEPACountry(iban.slice(0, 2))) return 'iban_not_sepa';
  return null;
}

/** NL91 ABNA 0417 1643 00: groups of four, as on a bank card, once the IBAN is valid. */
export function formatIban(raw: string): string {
  const iban = electronicFormatIBAN(raw);
  return iban && isValidIBAN(iban) ? (friendlyFormatIBAN(iban) ?? raw) : raw;
}

export function mobileProblem(raw: string, defaultCountry: string): FieldProblem | null {
  if (!raw.trim()) return 'required';
  const phone = parsePhoneNumberFromString(raw, defaultCountry.toUpperCase() as CountryCode);
  return phone?.isValid() ? null : 'invalid_mobile';
}

/** +31 6 12345678 in international form once it parses, so the member sees which country it is for. */
export function formatMobile(raw: string, defaultCountry: string): string {
  const phone = parsePhoneNumberFromString(raw, defaultCountry.toUpperCase() as CountryCode);
  return phone?.isValid() ? phone.formatInternational() : raw;
}

export function validateMandate(
  values: MandateValues,
  defaultCountry: string,
): Partial<Record<MandateField, FieldProblem>> {
  const errors: Partial<Record<MandateField, FieldProblem>> = {};
  for (const field of TEXT_FIELDS) if (!values[field].trim()) errors[field] = 'required';
  const iban = ibanProblem(values.iban);
  if (iban) errors.iban = iban;
  const mobile = mobileProblem(values.mobile, defaultCountry);
  if (mobile) errors.mobile = mobile;
  if (!values.authorized) errors.authorized = 'authorization_required';
  return errors;
}

/** NL91ABNA0417164300: what is sent, without the spaces the member may type. */
export function electronicIban(raw: string): string {
  return electronicFormatIBAN(raw) ?? raw.replace(/\s/g, '').toUpperCase();
}
