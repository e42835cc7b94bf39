import { api } from '@dating/shared';

/** GET /api/photos.php */
export const getPhotos = (signal?: AbortSignal) => api.get('/api/photos.php', { signal });
