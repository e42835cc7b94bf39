// The account calls' error ids and the message of each, spelled out so the i18n check sees every id.
// Ids the server and the shared zod schemas produce; anything else falls back to shared's translations.
const MESSAGE_IDS: Record<string, string> = {
  email_exists: 'signup.errors.email_exists',
  account_pending_deletion: 'signup.errors.account_pending_deletion',
  signup_requires_traffic_source: 'signup.errors.signup_requires_traffic_source',
  signup_invite_only: 'signup.errors.signup_invite_only',
  invite_code_invalid: 'signup.errors.invite_code_invalid',
  activation_mail_limit: 'signup.errors.activation_mail_limit',
  already_activated: 'signup.errors.already_activated',
  email_not_found: 'signup.errors.email_not_found',
  password_reset_limit: 'signup.errors.password_reset_limit',
  link_invalid: 'signup.errors.link_invalid',
  old_password_wrong: 'signup.errors.old_password_wrong',
  password_wrong: 'signup.errors.password_wrong',
  email_in_use: 'signup.errors.email_in_use',
  email_unchanged: 'signup.errors.email_unchanged',
  no_retention_offer: 'signup.errors.no_retention_offer',
  username_starts_with_at: 'signup.errors.username_starts_with_at',
  username_equals_email: 'signup.errors.username_equals_email',
  date_of_birth_too_young: 'signup.errors.date_of_birth_too_young',
  invalid_date_of_birth: 'signup.errors.invalid_date_of_birth',
  passwords_not_same: 'signup.errors.passwords_not_same',
  invalid_email: 'signup.errors.invalid_email',
  password_too_short: 'signup.errors.password_too_short',
  password_too_common: 'signup.errors.password_too_common',
  name_length: 'signup.errors.name_length',
  required: 'signup.errors.required',
};

export function accountMessageId(errorId: string): string | undefined {
  return MESSAGE_IDS[errorId];
}

/**
 * A field's problem as an account error id: the schemas' own ids pass through; zod's generic issues get the
 * id that fits the field (an e-mail syntax error is 'Invalid email', a short password 'too short').
 */
export function fieldErrorId(field: string, message: string, code?: string): string {
  if (MESSAGE_IDS[message]) return message;
  if (field === 'email') return 'invalid_email';
  if (field === 'password') return 'password_too_short';
  if (field === 'name') return 'name_length';
  if (field === 'date_of_birth') return 'invalid_date_of_birth';
  if (code === 'too_small') return 'required';
  return 'required';
}
