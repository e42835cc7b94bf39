import { act, screen } from '@testing-library/react';
import type { User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import german from './messages/de.json';
import { LikeModal } from './like-modal';

describe('LikeModal', () => {
  it('opens in the page locale with its button focused, its code being a lazy chunk', async () => {
    const bus = resetBusForTests();
    bus.publish('locale.changed', { locale: 'de' });
    bus.publish('session.changed', { user: { id: 1 } as User });
    renderWithProviders(<LikeModal />, { locale: 'de' });

    act(() => bus.publish('match.made', { profile: { id: 7, name: 'Ida', main_image: null } }));

    const dialog = await screen.findByRole('dialog', { name: german['shell.likeModal.match'] });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('button', { name: german['shell.likeModal.viewProfile'] })).toHaveFocus();
  });
});
