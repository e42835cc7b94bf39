import { api, type OkResponse } from '@dating/shared';

/** DELETE /api/photos.php?id= */
export const deletePhoto = (id: number) => api.delete<OkResponse>('/api/photos.php', { query: { id } });
