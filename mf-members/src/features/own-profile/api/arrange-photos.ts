import { api, type ArrangePhotosRequest } from '@dating/shared';

/** PUT /api/photos.php: the new order (every photo id once) and, optionally, the main photo. */
export const arrangePhotos = (order: number[], mainId?: number) =>
  api.put('/api/photos.php', { order, main_id: mainId } satisfies ArrangePhotosRequest);
