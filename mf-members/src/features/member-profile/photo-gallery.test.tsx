/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import type { MemberView } from '@dating/shared';
import { PhotoGallery } from './photo-gallery';

const member = (overrides: Partial<MemberView> = {}): MemberView => ({
  id: 7,
  name: 'Anna',
  age: 34,
  country: 'GB',
  region: 'Kent',
  city: 'Canterbury',
  fictional: false,
  main_image: null,
  fields: [],
  photos: [
    { id: 1, url: '/uploads/a.jpg', thumb_url: '/uploads/a-t.jpg', is_main: true },
    { id: 2, url: '/uploads/b.jpg', thumb_url: '/uploads/b-t.jpg', is_main: false },
  ],
  photos_total: 5,
  photos_hidden: 3,
  unlock_credits: 3,
  liked: false,
  liked_me: false,
  match: false,
  blocked: false,
  ...overrides,
});

describe('PhotoGallery', () => {
  it('shows the visible photos, counts the hidden ones and offers to unlock them', async () => {
    const onUnlock = jest.fn();
    const { user } = renderWithProviders(
      <PhotoGallery member={member()} loggedIn unlocking={false} onUnlock={onUnlock} />,
    );
    expect(screen.getByRole('img', { name: 'Photo 1 of 2 of Anna' })).toHaveAttribute(
      'src',
      '/uploads/a.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Anna' })).toHaveAttribute(
      'src',
      '/uploads/b.jpg',
    );
    expect(screen.getByText('3 more photos for premium members.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock for 3 credits' }));
    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  it('steps through the photos by keyboard: Tab to the thumbnails, then the arrow keys', async () => {
    const photos = [1, 2, 3].map((id) => ({
      id,
      url: `/uploads/${id}.jpg`,
      thumb_url: `/uploads/${id}-t.jpg`,
      is_main: id === 1,
    }));
    const { user } = renderWithProviders(
      <PhotoGallery
        member={member({ photos, photos_hidden: 0, photos_total: 3 })}
        loggedIn
        unlocking={false}
        onUnlock={jest.fn()}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Photo 2 of 3 of Anna' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Photo 3 of 3 of Anna' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Photo 3 of 3 of Anna' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
    // One tab stop for the row: Tab leaves the thumbnails.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show photo 3' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show photo 2' })).not.toHaveFocus();
  });

  it('asks visitors to log in, and offers no unlock where the site sells none', () => {
    const { unmount } = renderWithProviders(
      <PhotoGallery member={member()} loggedIn={false} unlocking={false} onUnlock={jest.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'Log in to see more photos' })).toHaveAttribute('href', '/login');
    unmount();
    renderWithProviders(
      <PhotoGallery member={member({ unlock_credits: 0 })} loggedIn unlocking={false} onUnlock={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Unlock/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
  });
});
