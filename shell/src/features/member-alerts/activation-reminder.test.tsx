import { act, screen, waitFor } from '@testing-library/react';
import type { User } from '@dating/shared';
import { renderWithProviders, resetBusForTests, testMessages } from '@dating/shared/testing';
import { ActivationReminder } from './activation-reminder';

const english = testMessages('en');
const UNCONFIRMED = {
  id: 7,
  email: 'ida@example.com',
  status: 'not_confirmed',
  notifications_disabled: [],
  profile: { status: 'disabled' },
} as unknown as User;

function showAs(user: User, path: string) {
  window.history.pushState({}, '', path);
  const bus = resetBusForTests();
  const view = renderWithProviders(<ActivationReminder />);
  act(() => bus.publish('session.changed', { user }));
  return view;
}

/** Below the `md` breakpoint every max-width query matches (jsdom has no layout). */
function onPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: phone && /max-width/.test(query) });
  return () => (window.matchMedia = original);
}

describe('ActivationReminder', () => {
  it('reminds a member whose e-mail is not confirmed, naming the address', () => {
    showAs(UNCONFIRMED, '/members');
    expect(screen.getByTestId('activation-reminder')).toHaveTextContent('ida@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(english['shell.activation.title']!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing to a confirmed member, nor on the pages where confirming is the subject', () => {
    const { unmount } = showAs({ ...UNCONFIRMED, status: 'confirmed' } as User, '/members');
    expect(screen.queryByTestId('activation-reminder')).toBeNull();
    unmount();
    showAs(UNCONFIRMED, '/settings');
    expect(screen.queryByTestId('activation-reminder')).toBeNull();
  });

  it('is a modal on a phone straight after signup, and an alert once the member has read it', async () => {
    const restore = onPhone(true);
    try {
      const { user } = showAs(UNCONFIRMED, '/members?api_signup_complete=1');
      const dialog = await screen.findByRole('dialog', { name: english['shell.activation.title'] });
      expect(dialog).toHaveTextContent('ida@example.com');
      await user.click(screen.getByRole('button', { name: english['shell.activation.understood'] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByTestId('activation-reminder')).toBeVisible();
    } finally {
      restore();
    }
  });

  it('stays an alert after signup on a wider screen', () => {
    showAs(UNCONFIRMED, '/members?api_signup_complete=1');
    expect(screen.getByTestId('activation-reminder')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
