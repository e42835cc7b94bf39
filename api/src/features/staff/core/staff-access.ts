// @feature-public: other features import this module (docs/conventions.md, Layout).
// The development tools outside /api/staff/* (the development mailbox and SMS outbox under /api/dev) check the
// same staff session and role permission as the staff plugin, or the machine token (machine-token.ts), and are
// for staff of every site only. Every
// other staff route is in the staff plugin, behind its guard.
import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import { isMachineToken } from './machine-token';
import { mayUse, staffAuthenticationRequired, staffSiteForbidden } from './staff-guard';
import { lookUpStaff } from './staff-session';

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
  // The tools show every site's mails and texts, reset and activation links among them.
  if (staff.sites !== null) throw staffSiteForbidden();
}
