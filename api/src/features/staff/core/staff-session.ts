// @feature-public: other features import this module (docs/conventions.md, Layout).
// The staff session: its own cookie and table, not bound to a site (one staff login serves every brand the
// role allows). Short-lived compared with a member's: 8 hours idle, 24 hours at most.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
  type Locale,
  type StaffRole,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { staffAccounts, staffSessions } from '../../../db/schema/index';
import { hashToken } from '../../../plugins/session';

/** Over HTTPS `__Host-staff` (Secure, this host only, path /); over plain http in development `staff`. */
export const STAFF_COOKIE = 'staff';
export const SECURE_STAFF_COOKIE = '__Host-staff';
// Written at most this often, so reads do not write on every request.
const TOUCH_EVERY_MS = 60_000;

export interface StaffIdentity {
  sessionId: number;
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** null: every site. */
  sites: number[] | null;
  locale: Locale;
  /** The machine token (Bearer ADMIN_TOKEN) rather than a staff account. */
  machine?: true;
}

const secure = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest) => (secure(request) ? SECURE_STAFF_COOKIE : STAFF_COOKIE);
const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: secure(request),
});

export async function lookUpStaff(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffIdentity | null> {
  const token = request.cookies[cookieName(request)];
  if (!token || token.length > 100) return null;
  const [row] = await app.db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      sites: staffAccounts.sites,
      locale: staffAccounts.locale,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${STAFF_SESSION_IDLE_SECONDS})`),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...identity } = row;
  if (Date.now() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await app.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return identity;
}

export async function startStaffSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
): Promise<void> {
  const previous = request.cookies[cookieName(request)];
  if (previous) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(previous)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + STAFF_SESSION_MAX_SECONDS * 1000),
  });
  reply.setCookie(cookieName(request), token, {
    ...cookieOptions(request),
    maxAge: STAFF_SESSION_MAX_SECONDS,
  });
}

export async function endStaffSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[cookieName(request)];
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  reply.clearCookie(cookieName(request), cookieOptions(request));
}
