import { api } from '@dating/shared';
import type { CropRect } from './crop-rect';

/** POST /api/photos.php (multipart): the server decodes, crops, strips metadata and re-encodes. */
export function uploadPhoto(file: File, crop: CropRect | null) {
  const body = new FormData();
  body.append('photo', file);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return api.post('/api/photos.php', body, {
    query: crop
      ? {
          crop_x: round(crop.x),
          crop_y: round(crop.y),
          crop_width: round(crop.width),
          crop_height: round(crop.height),
        }
      : undefined,
    // A retried upload could add the photo twice; the member retries it himself.
    retry: false,
  });
}
