import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';

/**
 * Staff calls (photo moderation, site operations) authenticate with `Authorization: Bearer $ADMIN_TOKEN`;
 * without an ADMIN_TOKEN of at least 16 characters they are closed to everyone.
 */
export function requireAdminToken(request: FastifyRequest, alsoFromQuery = false): void {
  const header = request.headers.authorization ?? '';
  let given = header.startsWith('Bearer ') ? header.slice(7) : '';
  // A page a staff member opens in the browser (the development mailbox) cannot send a header.
  const query = request.query as { token?: unknown } | undefined;
  if (!given && alsoFromQuery && typeof query?.token === 'string') given = query.token;
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
