// Keyset paging of the member search (GET /api/members.php): the answer's `next` names where the following
// page starts, and the browser sends it back as `after`. The browser treats it as an opaque string; only the
// server reads it, with these schemas (their values are not part of the browser entry).
import { z } from 'zod';

/**
 * A place in the search order, which is total: rank (latest activity of members with a photo) descending, then
 * the member id descending. The page after it starts with the first member strictly behind it.
 */
export const searchCursorSchema = z
  .object({
    /** The last shown member's rank in microseconds since 1970 (UTC); null: a member without a photo. */
    r: z.number().int().min(0).nullable(),
    /** The last shown member's id. */
    i: z.number().int().positive().max(2_147_483_647),
    /**
     * The search's capped count when the cursor was made, so that the next page need not count again, and
     * the server's seal of it (bound to the search). The server uses the count only when the seal matches;
     * otherwise it counts as without them.
     */
    n: z.number().int().min(0).max(2_147_483_647).optional(),
    s: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22}$/)
      .optional(),
  })
  .strict();
export type SearchCursor = z.infer<typeof searchCursorSchema>;

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

/** The `next` of an answer: the cursor as base64url JSON (ASCII only, so btoa and atob suffice). */
export function encodeSearchCursor(cursor: SearchCursor): string {
  return toBase64Url(JSON.stringify(searchCursorSchema.parse(cursor)));
}

/** The `after` query parameter: a `next` from an earlier answer; anything else fails validation (a 400). */
export const searchCursorParamSchema = z
  .string()
  .regex(BASE64URL, 'not a search cursor')
  .transform((value, context): SearchCursor => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(fromBase64Url(value));
    } catch {
      context.addIssue({ code: 'custom', message: 'not a search cursor' });
      return z.NEVER;
    }
    const parsed = searchCursorSchema.safeParse(decoded);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'not a search cursor' });
      return z.NEVER;
    }
    return parsed.data;
  });
