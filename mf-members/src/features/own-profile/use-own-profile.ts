// The member's own profile and photos in this remote's query store, and the writes that change them there.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnPhotos, ProfileChanges } from '@dating/shared';
import { matchesQueryKey } from '../match-finder/api/get-matches';
import { swipeDeckQueryKey } from '../swipe-game/api/get-swipe-deck';
import type { CropRect } from './api/crop-rect';
import { getOwnProfile } from './api/get-own-profile';
import { getPhotos } from './api/get-photos';
import { updateOwnProfile } from './api/update-own-profile';
import { uploadPhoto } from './api/upload-photo';

export const ownProfileQueryKey = ['own-profile'] as const;
export const ownPhotosQueryKey = ['own-photos'] as const;

export const useOwnProfile = () =>
  useQuery({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => getOwnProfile(signal) });

/** Saves changed fields; the answer (the whole profile) replaces the stored one. */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateOwnProfile(changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownProfileQueryKey, saved);
      // Who fits the member depends on the profile: the match finder and the swipe game ask again.
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey() });
      void queryClient.invalidateQueries({ queryKey: swipeDeckQueryKey });
    },
  });
}

const loadPhotos = ({ signal }: { signal: AbortSignal }) => getPhotos(signal);

export const useOwnPhotos = () => useQuery({ queryKey: ownPhotosQueryKey, queryFn: loadPhotos });

/** Uploads a photo; the answer (every photo) replaces the stored ones. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, crop }: { file: File; crop: CropRect | null }) => uploadPhoto(file, crop),
    onSuccess: (photos) => queryClient.setQueryData(ownPhotosQueryKey, photos),
  });
}

/**
 * A change to the photos (order, main photo, delete). One that answers the photos stores them; one that does
 * not (delete) asks for them again before it counts as done, and fails if that fails.
 */
export function useChangePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (work: () => Promise<OwnPhotos | void>) =>
      (await work()) ??
      queryClient.fetchQuery({ queryKey: ownPhotosQueryKey, queryFn: loadPhotos, staleTime: 0 }),
    onSuccess: (photos) => queryClient.setQueryData(ownPhotosQueryKey, photos),
  });
}
