import { api } from '@dating/shared';
import type { OwnPhotos } from './own-photos';

/** GET /api/photos.php */
export const getPhotos = (signal?: AbortSignal) => api.get<OwnPhotos>('/api/photos.php', { signal });
