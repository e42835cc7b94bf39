import { isSignupStep, type SignupStep } from './signup-steps';

// localStorage, not sessionStorage: a member who reloads or comes back in a new tab continues where they
// were. Keyed by user, so another account on the same browser starts fresh. No password is ever stored.
const KEY = 'mf-signup.progress';

interface Progress {
  userId: number;
  step: SignupStep;
}

export function loadProgress(userId: number): SignupStep | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Progress> | null;
    return value?.userId === userId && isSignupStep(value.step) ? value.step : null;
  } catch {
    return null;
  }
}

export function saveProgress(userId: number, step: SignupStep): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, step } satisfies Progress));
  } catch {
    // Private mode without storage: the flow still works, it just restarts at the saved profile.
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

const DRAFT_KEY = 'mf-signup.account-draft';

/** What the visitor typed in the account step (never the password), kept across a reload. */
export interface AccountDraft {
  email?: string;
  name?: string;
  date_of_birth?: string;
  gender?: string;
  seeking?: string;
  invite_code?: string;
}

export function loadDraft(): AccountDraft {
  try {
    return (JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as AccountDraft) ?? {};
  } catch {
    return {};
  }
}

export function saveDraft(draft: AccountDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // no storage
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // no storage
  }
}
