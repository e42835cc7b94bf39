import { ApiError } from '@dating/shared';

/** Uploads the first photo (`POST /api/photos.php`, multipart field `photo`); the server re-encodes it. */
export async function uploadPhoto(file: File): Promise<void> {
  const body = new FormData();
  body.append('photo', file);
  const response = await fetch('/api/photos.php', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'dating-web' },
  });
  if (response.ok) return;
  const error = (await response.json().catch(() => ({}))) as {
    error?: string;
    message?: string;
    details?: unknown;
  };
  throw new ApiError(
    response.status,
    error.error ?? 'request_failed',
    error.message ?? 'Upload failed',
    error.details,
    error,
  );
}
