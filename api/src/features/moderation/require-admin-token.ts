import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';

/**
 * The cookie a browser tab of the development pages (mailbox, SMS outbox) carries the staff token in, set by
 * the sign-in form at /api/dev/staff-login: never a query string, which ends up in logs, history and Referer.
 */
export const STAFF_COOKIE = 'dev_staff';
export const STAFF_COOKIE_PATH = '/api/dev';

/**
 * Staff calls (photo moderation, site operations) authenticate with `Authorization: Bearer $ADMIN_TOKEN`;
 * without an ADMIN_TOKEN of at least 16 characters they are closed to everyone. The development pages also
 * take the token from their cookie (`alsoFromCookie`), so a browser tab can open them.
 */
export function requireAdminToken(request: FastifyRequest, alsoFromCookie = false): void {
  const header = request.headers.authorization ?? '';
  let given = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!given && alsoFromCookie) given = request.cookies[STAFF_COOKIE] ?? '';
  if (!isAdminToken(given)) throw new AppError(403, 'moderator_required', 'Only moderators may do this.');
}

export function isAdminToken(given: string): boolean {
  const expected = process.env.ADMIN_TOKEN;
  return (
    expected !== undefined &&
    expected.length >= 16 &&
    Buffer.byteLength(given) === Buffer.byteLength(expected) &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
