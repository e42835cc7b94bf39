import { z } from 'zod';
import { urlIdSchema } from './url-id';

/** One logged-in browser of the member, as the settings page lists it (`GET /api/sessions.php`). */
export const activeSessionSchema = z.object({
  id: z.number().int().positive(),
  /** The browser's User-Agent as sent at login (shortened), or null. */
  device: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;

/** `DELETE /api/sessions.php?id=`: ends one of the member's sessions (this one too, which logs out). */
export const endSessionQuerySchema = z.object({ id: urlIdSchema });
