import { api, type OwnPhotos } from '@dating/shared';

/** GET /api/photos.php */
export const getPhotos = (signal?: AbortSignal) => api.get<OwnPhotos>('/api/photos.php', { signal });
