import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';

/**
 * Staff calls (photo moderation, site operations) authenticate with `Authorization: Bearer $ADMIN_TOKEN`;
 * without an ADMIN_TOKEN of at least 16 characters they are closed to everyone.
 */
export function requireAdminToken(request: FastifyRequest): void {
  const expected = process.env.ADMIN_TOKEN;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const ok =
    expected !== undefined &&
    expected.length >= 16 &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw new AppError(403, 'moderator_required', 'Only moderators may do this.');
}
