// Staff routes outside /api/staff/* (photo moderation, site and payment administration, tracking exports,
// the development mailbox and SMS outbox) check the same staff session and role permission as the staff
// plugin. A machine (a deploy script, the e2e suite) may instead send `Authorization: Bearer $ADMIN_TOKEN`
// in the header; a token in a URL is never accepted (URLs end up in logs and browser history).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import { mayUse, staffAuthenticationRequired } from './staff-guard';
import { lookUpStaff } from './staff-session';

/** The machine-to-machine token; closed without an ADMIN_TOKEN of at least 16 characters. */
export function isMachineToken(request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const expected = process.env.ADMIN_TOKEN;
  return (
    expected !== undefined &&
    expected.length >= 16 &&
    Buffer.byteLength(given) === Buffer.byteLength(expected) &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

export async function requireStaffAccess(
  request: FastifyRequest,
  permission: StaffPermission,
): Promise<void> {
  if (isMachineToken(request)) return;
  const staff = await lookUpStaff(request.server, request);
  if (!staff) throw staffAuthenticationRequired();
  if (!mayUse(staff, permission)) {
    throw new AppError(403, 'staff_permission_denied', 'Your role does not allow this.');
  }
}
