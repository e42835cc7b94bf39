import type { MessagePhotoSize } from '@dating/shared/contract';

/**
 * Where a reader's browser fetches one file of a photo message: this origin, never the CDN, because the
 * answer depends on who asks (the session cookie goes along) and on whether they unlocked the photo.
 */
export const messagePhotoUrl = (messageId: number, size: MessagePhotoSize) =>
  `/api/message-photo.php?id=${messageId}&size=${size}`;
