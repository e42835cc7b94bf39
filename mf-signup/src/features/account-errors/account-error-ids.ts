// The messages of the form checks' own error ids (the shared zod schemas' and this remote's), spelled out so
// the i18n check sees every id. The server's ids are in shared's error catalogue.
import { errorMessageId } from '@dating/shared';

const MESSAGE_IDS: Record<string, string> = {
  username_starts_with_at: 'signup.errors.username_starts_with_at',
  username_equals_email: 'signup.errors.username_equals_email',
  date_of_birth_too_young: 'signup.errors.date_of_birth_too_young',
  invalid_date_of_birth: 'signup.errors.invalid_date_of_birth',
  passwords_not_same: 'signup.errors.passwords_not_same',
  invalid_email: 'signup.errors.invalid_email',
  password_too_short: 'signup.errors.password_too_short',
  name_length: 'signup.errors.name_length',
  required: 'signup.errors.required',
};

/** The message of a form check's id or of a server error id; undefined for an id neither knows. */
export function accountMessageId(errorId: string): string | undefined {
  return MESSAGE_IDS[errorId] ?? errorMessageId(errorId);
}

/**
 * A field's problem as an account error id: the schemas' own ids pass through; zod's generic issues get the
 * id that fits the field (an e-mail syntax error is 'Invalid email', a short password 'too short').
 */
export function fieldErrorId(field: string, message: string, code?: string): string {
  if (accountMessageId(message)) return message;
  if (field === 'email') return 'invalid_email';
  if (field === 'password') return 'password_too_short';
  if (field === 'name') return 'name_length';
  if (field === 'date_of_birth') return 'invalid_date_of_birth';
  if (code === 'too_small') return 'required';
  return 'required';
}
