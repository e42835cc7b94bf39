import { act, screen } from '@testing-library/react';
import type { User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { MemberWarnings } from './member-warnings';

/** Unconfirmed and without a photo: two notices want the screen. */
const NEW_MEMBER = {
  id: 7,
  email: 'ida@example.com',
  status: 'not_confirmed',
  notifications_disabled: [],
  profile: { status: 'disabled', main_image: null },
} as unknown as User;

function onPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: phone && /max-width/.test(query) });
  return () => (window.matchMedia = original);
}

function show() {
  window.history.pushState({}, '', '/members');
  const bus = resetBusForTests();
  act(() => bus.publish('session.changed', { user: NEW_MEMBER }));
  return renderWithProviders(<MemberWarnings route="members" />);
}

describe('MemberWarnings', () => {
  afterEach(() => localStorage.clear());

  it('shows every notice, with its title, on a wide screen', () => {
    const restore = onPhone(false);
    show();
    expect(screen.getByTestId('activation-reminder')).toBeInTheDocument();
    expect(screen.getByTestId('profile-photo-alert')).toBeInTheDocument();
    expect(screen.getByText('Add a profile photo')).toBeInTheDocument();
    restore();
  });

  it('shows one compact notice on a phone, the most important, and the next once it is dismissed', async () => {
    const restore = onPhone(true);
    const { user } = show();
    expect(screen.getByTestId('activation-reminder')).toHaveTextContent('ida@example.com');
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('activation-reminder')).toBeNull();
    expect(screen.getByTestId('profile-photo-alert')).toBeInTheDocument();
    // Compact: the text without the title.
    expect(screen.queryByText('Add a profile photo')).toBeNull();
    restore();
  });
});
