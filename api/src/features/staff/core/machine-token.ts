// The machine-to-machine credential (a deploy script, the e2e suite): `Authorization: Bearer $ADMIN_TOKEN` in
// the header, never in a URL (URLs end up in logs and browser history). Closed without an ADMIN_TOKEN of at
// least 16 characters (config.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StaffIdentity } from './staff-session';

export function isMachineToken(request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const expected = request.server.config.adminToken;
  return (
    expected !== null &&
    Buffer.byteLength(given) === Buffer.byteLength(expected) &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/**
 * Who a machine-token request is: every site, and no staff account (its audit rows have no staff id and
 * the role `machine`, so the log names the token as the actor).
 */
export const MACHINE_STAFF: StaffIdentity = Object.freeze({
  sessionId: 0,
  id: 0,
  email: 'ADMIN_TOKEN',
  name: 'machine token',
  role: 'admin',
  sites: null,
  locale: 'en',
  machine: true,
});
