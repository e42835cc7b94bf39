/** The signup steps in order (spec section 2); `account` creates the account, `confirm` ends the flow. */
export const SIGNUP_STEPS = ['account', 'photo', 'location', 'personal', 'about', 'push', 'confirm'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export function nextStep(step: SignupStep): SignupStep {
  const index = SIGNUP_STEPS.indexOf(step);
  return SIGNUP_STEPS[index + 1] ?? 'confirm';
}

export function isSignupStep(value: unknown): value is SignupStep {
  return typeof value === 'string' && (SIGNUP_STEPS as readonly string[]).includes(value);
}
