// @feature-public: other features import this module (docs/conventions.md, Layout).
// The rule a staff password follows where one is chosen (the setup link, one's own account), as the API's
// staffSetupBodySchema and staffPasswordBodySchema hold it: checked in the form before anything is sent.
export const MIN_STAFF_PASSWORD = 12;

/** What is wrong with a new password and its repetition, or null. */
export function newPasswordProblem(password: string, repeat: string): 'short' | 'mismatch' | null {
  if (password.length < MIN_STAFF_PASSWORD) return 'short';
  if (password !== repeat) return 'mismatch';
  return null;
}
