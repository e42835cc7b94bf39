import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SearchCursor } from '@dating/shared/contract';

/**
 * A "load more" (a page after a cursor) answers with the count of the whole search, which the first page
 * already counted. The cursor carries that count (`n`) with a seal (`s`): an HMAC of the count and of what
 * it counted (the site, the viewer, the filter values and the cap) under a key that never leaves this
 * process. A cursor whose seal does not match (forged, changed, from another search or viewer, from before
 * a restart or from another instance) is only a place in the order: the search counts again, as it did
 * before the count travelled.
 */
const KEY = randomBytes(32);

function sealOf(context: string, count: number): Buffer {
  return createHmac('sha256', KEY).update(`${count}\n${context}`).digest().subarray(0, 16);
}

/** The count and its seal, for the cursor of a search described by `context`. */
export function sealCount(context: string, count: number): { n: number; s: string } {
  return { n: count, s: sealOf(context, count).toString('base64url') };
}

/** The count a cursor carries for the search described by `context`; null if it carries none or a forged one. */
export function sealedCount(context: string, cursor: SearchCursor): number | null {
  if (cursor.n === undefined || cursor.s === undefined) return null;
  const given = Buffer.from(cursor.s, 'base64url');
  const expected = sealOf(context, cursor.n);
  return given.length === expected.length && timingSafeEqual(given, expected) ? cursor.n : null;
}
