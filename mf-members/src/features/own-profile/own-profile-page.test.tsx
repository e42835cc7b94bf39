/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, getBus, type OwnPhotos, type Profile, type Settings } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { matchesQueryKey } from '../match-finder/api/get-matches';
import { arrangePhotos } from './api/arrange-photos';
import { deletePhoto } from './api/delete-photo';
import { getOwnProfile } from './api/get-own-profile';
import { getPhotos } from './api/get-photos';
import { updateOwnProfile } from './api/update-own-profile';
import { OwnProfilePage } from './own-profile-page';
import { ownPhotosQueryKey, ownProfileQueryKey } from './use-own-profile';

jest.mock('./api/get-own-profile');
jest.mock('./api/get-photos');
jest.mock('./api/update-own-profile');
jest.mock('./api/arrange-photos');
jest.mock('./api/delete-photo');
const mockedProfile = jest.mocked(getOwnProfile);
const mockedPhotos = jest.mocked(getPhotos);
const mockedUpdate = jest.mocked(updateOwnProfile);
const mockedArrange = jest.mocked(arrangePhotos);
const mockedDelete = jest.mocked(deletePhoto);

const PROFILE: Profile = {
  id: 12,
  name: 'Mira',
  status: 'active' as Profile['status'],
  main_image: null,
  gender: 'female' as Profile['gender'],
  sexuality: 'hetero',
  date_of_birth: '1990-05-01',
  age: 36,
  country: 'NL',
  region: null,
  city: 'Delft',
  interests: [],
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  personal_text: null,
  signup_reason: null,
  fictional: false,
};
const SETTINGS = {
  countries: ['NL', 'BE'],
  region_data: { NL: [], BE: [] },
  interests: [],
} as unknown as Settings;
const photo = (id: number, isMain: boolean) => ({
  id,
  url: `/p/${id}.jpg`,
  thumb_url: `/p/${id}-thumb.jpg`,
  status: 'active' as const,
  is_main: isMain,
  position: id,
});
const PHOTOS: OwnPhotos = { photos: [photo(1, true), photo(2, false)], limit: 3, used: 2 };

function renderPage() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <OwnProfilePage route={{ name: 'profile', params: {} }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
  getBus().publish('settings.loaded', { settings: SETTINGS });
});

describe('OwnProfilePage', () => {
  it('shows the form and the photos, with the link to the public view', async () => {
    mockedProfile.mockResolvedValue(PROFILE);
    mockedPhotos.mockResolvedValue(PHOTOS);
    renderPage();
    expect(await screen.findByText('2 of 3 photos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('Mira');
    expect(screen.getByRole('link', { name: 'See my profile as others do' })).toHaveAttribute(
      'href',
      '/members/12',
    );
  });

  it('at the photo limit the picker is off before a photo is chosen, and says why', async () => {
    mockedProfile.mockResolvedValue(PROFILE);
    mockedPhotos.mockResolvedValue({ ...PHOTOS, photos: [...PHOTOS.photos, photo(3, false)], used: 3 });
    renderPage();
    expect(await screen.findByText('3 of 3 photos')).toBeInTheDocument();
    const browse = screen.getByRole('button', { name: 'Browse Add a photo' });
    expect(browse).toBeDisabled();
    expect(screen.getByLabelText('Add a photo', { selector: 'input' })).toBeDisabled();
    expect(browse).toHaveAccessibleDescription(
      expect.stringContaining('You have 3 photos, the most your membership allows.'),
    );
  });

  it('a saved change replaces the stored profile and makes the match finder ask again', async () => {
    mockedProfile.mockResolvedValue(PROFILE);
    mockedPhotos.mockResolvedValue(PHOTOS);
    mockedUpdate.mockResolvedValue({ ...PROFILE, name: 'Mirabel' });
    const toasts = jest.fn();
    getBus().on('toast.show').subscribe(toasts);
    const { user, client } = renderPage();
    client.setQueryData(matchesQueryKey(20), []);
    const name = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(name);
    await user.type(name, 'Mirabel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(client.getQueryData<Profile>(ownProfileQueryKey)?.name).toBe('Mirabel'));
    expect(mockedUpdate).toHaveBeenCalledWith({ name: 'Mirabel' });
    expect(client.getQueryState(matchesQueryKey(20))?.isInvalidated).toBe(true);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
    expect(mockedProfile).toHaveBeenCalledTimes(1);
  });

  it('a new main photo stores the photos the server answers', async () => {
    mockedProfile.mockResolvedValue(PROFILE);
    mockedPhotos.mockResolvedValue(PHOTOS);
    mockedArrange.mockResolvedValue({ ...PHOTOS, photos: [photo(2, true), photo(1, false)] });
    const { user, client } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make main photo' }));
    await waitFor(() =>
      expect(client.getQueryData<OwnPhotos>(ownPhotosQueryKey)?.photos.map((p) => p.id)).toEqual([2, 1]),
    );
    expect(mockedArrange).toHaveBeenCalledWith([1, 2], 2);
    expect(mockedPhotos).toHaveBeenCalledTimes(1);
  });

  it('a deleted photo asks for the photos again', async () => {
    mockedProfile.mockResolvedValue(PROFILE);
    mockedPhotos.mockResolvedValueOnce(PHOTOS);
    mockedPhotos.mockResolvedValueOnce({ photos: [photo(1, true)], limit: 3, used: 1 });
    mockedDelete.mockResolvedValue(undefined as never);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    expect(mockedDelete).toHaveBeenCalledWith(2);
  });

  it('a profile that cannot load shows the error', async () => {
    mockedProfile.mockRejectedValue(new ApiError(500, 'server_error', 'Broken'));
    mockedPhotos.mockResolvedValue(PHOTOS);
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
