import { act, screen, within } from '@testing-library/react';
import type { User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import german from './messages/de.json';
import { LikeModal } from './like-modal';

const viewer = {
  id: 1,
  profile: { name: 'Sam', main_image: { match: '/uploads/sam.jpg' } },
} as unknown as User;

describe('LikeModal', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens a match in the page locale with both members and "send a message" focused', async () => {
    const bus = resetBusForTests();
    bus.publish('locale.changed', { locale: 'de' });
    bus.publish('session.changed', { user: viewer });
    renderWithProviders(<LikeModal />, { locale: 'de' });

    act(() =>
      bus.publish('match.made', {
        profile: { id: 7, name: 'Ida', fictional: false, main_image: { match: '/uploads/ida.jpg' } },
      }),
    );

    // The first test loads the dialog's lazy chunk, which a busy machine takes more than a second for.
    const dialog = await screen.findByRole(
      'dialog',
      { name: german['shell.likeModal.match'] },
      { timeout: 10_000 },
    );
    expect(dialog).toBeVisible();
    const faces = dialog.querySelectorAll('img');
    expect([...faces].map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/sam.jpg',
      '/uploads/ida.jpg',
    ]);
    const send = within(dialog).getByRole('button', { name: german['shell.likeModal.sendMessage'] });
    expect(send).toHaveFocus();
    expect(dialog).not.toHaveTextContent('Fiktives Profil');
    act(() => send.click());
    expect(window.location.pathname).toBe('/members/7/chat');
  });

  it('names a fictional liker with the site mark and words, and offers the profile', async () => {
    const bus = resetBusForTests();
    bus.publish('session.changed', { user: viewer });
    renderWithProviders(<LikeModal />);

    act(() =>
      bus.publish('like.received', { profile: { id: 9, name: 'Anouk', fictional: true, main_image: null } }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'New like!' });
    expect(dialog).toHaveTextContent('Anouk likes you.');
    expect(dialog).toHaveTextContent('Fictional profile');
    // A like shows only the liker.
    expect(dialog.querySelectorAll('img')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'View profile' })).toHaveFocus();
  });
});
