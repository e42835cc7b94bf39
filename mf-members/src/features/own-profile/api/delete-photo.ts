import { api } from '@dating/shared';

/** DELETE /api/photos.php?id= */
export const deletePhoto = (id: number) => api.delete('/api/photos.php', { query: { id } });
