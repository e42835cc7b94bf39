import { dismiss, dismissalKey, isDismissed } from './dismissal-store';

const DAY = 24 * 60 * 60 * 1000;

describe('dismissals', () => {
  beforeEach(() => localStorage.clear());

  it('are stored as timestamps per user', () => {
    dismiss('profile-photo', 7, 1_000);
    expect(localStorage.getItem(dismissalKey('profile-photo', 7))).toBe('1000');
    expect(isDismissed('profile-photo', 7, 2_000)).toBe(true);
    expect(isDismissed('profile-photo', 8, 2_000)).toBe(false);
    expect(isDismissed('push', 7, 2_000)).toBe(false);
  });

  it('let the alerts come back after 7 days', () => {
    dismiss('push', 1, 0);
    expect(isDismissed('push', 1, 7 * DAY - 1)).toBe(true);
    expect(isDismissed('push', 1, 7 * DAY)).toBe(false);
  });

  it('keep the time-bonus modal away for good', () => {
    dismiss('time-bonus-modal', 1, 0);
    expect(isDismissed('time-bonus-modal', 1, 365 * DAY)).toBe(true);
  });

  it('ignore garbage in storage', () => {
    localStorage.setItem(dismissalKey('push', 1), 'yesterday');
    expect(isDismissed('push', 1, 5)).toBe(false);
  });
});
