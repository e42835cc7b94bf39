// Staff login (password and TOTP, every time), logout, the session's staff member and their own password,
// and the one-time setup link's two steps (choose a password, then prove the authenticator with a first code).
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROLE_PERMISSIONS,
  staffLocaleBodySchema,
  staffLoginBodySchema,
  staffOkSchema,
  staffPasswordBodySchema,
  staffSessionAnswerSchema,
  staffSetupAnswerSchema,
  staffSetupBodySchema,
  staffSetupConfirmBodySchema,
  type StaffMember,
} from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { sites, staffAccounts, staffSessions } from '../../../db/schema/index';
import { hashToken } from '../../../plugins/session';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import { announceStaffAccountChange } from '../core/staff-account-changes';
import { endStaffSession, startStaffSession, type StaffIdentity } from '../core/staff-session';
import { newTotpSecret, totpStep, totpUri } from './staff-totp';

const tags = ['staff'];
const LOGIN_WINDOW_MS = 15 * 60_000;
// Staff accounts can do much harm: three free failures per account and address, then a growing wait.
const FREE_FAILURES = 3;
const waitAfter = (count: number) =>
  count < FREE_FAILURES ? 0 : Math.min(60_000 * 2 ** (count - FREE_FAILURES), 3600_000);

const loginFailed = () => new AppError(401, 'staff_login_failed', 'E-mail, password or code is wrong.');
const setupInvalid = () =>
  new AppError(400, 'staff_setup_invalid', 'This setup link is not valid (any more).');

export async function staffMemberView(
  db: DbOrTx,
  staff: Omit<StaffIdentity, 'sessionId'>,
): Promise<StaffMember> {
  const siteList = await db
    .select({ id: sites.id, domain: sites.domain, name: sites.name, currency: sites.currency })
    .from(sites)
    .where(staff.sites === null ? undefined : inArray(sites.id, staff.sites.length ? staff.sites : [-1]))
    .orderBy(asc(sites.id));
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    sites: staff.sites,
    siteList,
    locale: staff.locale,
  };
}

const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A 429 while `key`'s failures (a login's, a password change's) make it wait (`waitAfter`). */
  async function refuseWhileWaiting(key: string): Promise<void> {
    if ((await app.attempts.get(key)).blockedUntil > Date.now()) {
      throw new AppError(429, 'rate_limited', 'Too many attempts, please wait a moment.');
    }
  }

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff login: e-mail, password and the authenticator code, every time',
        body: staffLoginBodySchema,
        response: { 200: staffSessionAnswerSchema },
      },
      config: { staff: 'public', idempotent: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const key = `staff-login:${email}:${request.ip}`;
      await refuseWhileWaiting(key);
      // Each failure on an account is in its audit trail, with the step that failed: a wrong code after the
      // right password says the password is known to someone. Guesses at no account are only logged.
      const failed = async (account?: { id: number }, step?: 'password' | 'code' | 'replay') => {
        await app.attempts.hit(key, LOGIN_WINDOW_MS, waitAfter);
        if (account) {
          await writeAudit(app.db, null, {
            action: 'staff.login_failed',
            targetType: 'staff',
            targetId: account.id,
            after: { failed: step, ip: request.ip },
          });
        } else request.log.warn({ event: 'staff_login_failed' }, 'staff login failed: no active account');
        return loginFailed();
      };
      const [account] = await app.db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.email, email), isNull(staffAccounts.disabledAt)));
      if (!account?.passwordHash || !account.totpSecret || !account.totpConfirmedAt) {
        await verifyAgainstDummy(password);
        throw await failed();
      }
      if (!(await verifyPassword(account.passwordHash, password))) throw await failed(account, 'password');
      const step = totpStep(account.totpSecret, code);
      if (step === null) throw await failed(account, 'code');
      const staff = await app.db.transaction(async (tx) => {
        // Each code once: a second login with the same code (a replay) finds the step taken.
        const [taken] = await tx
          .update(staffAccounts)
          .set({ lastTotpStep: step, lastLoginAt: sql`now()` })
          .where(
            and(
              eq(staffAccounts.id, account.id),
              or(isNull(staffAccounts.lastTotpStep), sql`${staffAccounts.lastTotpStep} < ${step}`),
            ),
          )
          .returning({ id: staffAccounts.id });
        if (!taken) return null;
        await startStaffSession(tx, request, reply, account.id);
        await writeAudit(tx, account, { action: 'staff.login', targetType: 'staff', targetId: account.id });
        return account;
      });
      if (!staff) throw await failed(account, 'replay');
      await app.attempts.reset(key);
      return { staff: await staffMemberView(app.db, staff) };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'End the staff session', response: { 200: staffOkSchema } },
      config: { staff: 'session', idempotent: false },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      await app.db.transaction(async (tx) => {
        await endStaffSession(tx, request, reply);
        await writeAudit(tx, staff, { action: 'staff.logout', targetType: 'staff', targetId: staff.id });
      });
      // The session's open channels (the inbox's socket) end now, not at their next periodic check.
      await announceStaffAccountChange(app, staff.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, summary: 'The logged-in staff member', response: { 200: staffSessionAnswerSchema } },
      config: { staff: 'session' },
    },
    async (request) => ({ staff: await staffMemberView(app.db, currentStaff(request)) }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags,
        summary: "The back office's language for this staff member",
        body: staffLocaleBodySchema,
        response: { 200: staffSessionAnswerSchema },
      },
      config: { staff: 'session' },
    },
    async (request) => {
      const staff = currentStaff(request);
      await app.db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ locale: request.body.locale })
          .where(eq(staffAccounts.id, staff.id));
        if (staff.locale === request.body.locale) return;
        await writeAudit(tx, staff, {
          action: 'staff.locale',
          targetType: 'staff',
          targetId: staff.id,
          before: { locale: staff.locale },
          after: { locale: request.body.locale },
        });
      });
      return { staff: await staffMemberView(app.db, { ...staff, locale: request.body.locale }) };
    },
  );

  app.post(
    '/me/password',
    {
      schema: {
        tags,
        summary: "Change one's own password (the current one proves it); the other sessions end",
        body: staffPasswordBodySchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'session', idempotent: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const staff = currentStaff(request);
      // A stolen session must not turn into the account: wrong guesses of the current password wait as
      // a login's do.
      const key = `staff-password:${staff.id}`;
      await refuseWhileWaiting(key);
      const [account] = await app.db
        .select({ passwordHash: staffAccounts.passwordHash })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, staff.id));
      if (
        !account?.passwordHash ||
        !(await verifyPassword(account.passwordHash, request.body.currentPassword))
      ) {
        await app.attempts.hit(key, LOGIN_WINDOW_MS, waitAfter);
        throw new AppError(400, 'staff_password_wrong', 'The current password is wrong.');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, staff.id));
        await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.id, staff.sessionId)));
        await writeAudit(tx, staff, {
          action: 'staff.password_change',
          targetType: 'staff',
          targetId: staff.id,
        });
      });
      await app.attempts.reset(key);
      // The other sessions' open channels end with them; this session's stay.
      await announceStaffAccountChange(app, staff.id);
      return { ok: true as const };
    },
  );

  async function setupAccount(token: string) {
    const [account] = await app.db
      .select()
      .from(staffAccounts)
      .where(
        and(
          eq(staffAccounts.setupTokenHash, hashToken(token)),
          gt(staffAccounts.setupExpiresAt, sql`now()`),
          isNull(staffAccounts.disabledAt),
        ),
      );
    if (!account) throw setupInvalid();
    return account;
  }

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary: 'First step of the one-time setup link: choose a password, get the authenticator secret',
        body: staffSetupBodySchema,
        response: { 200: staffSetupAnswerSchema },
      },
      config: { staff: 'public', idempotent: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const account = await setupAccount(request.body.token);
      // A new secret on every visit: one shown earlier (and maybe seen by someone else) stops working.
      const secret = newTotpSecret();
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ passwordHash, totpSecret: secret, totpConfirmedAt: null })
          .where(eq(staffAccounts.id, account.id));
        // Who chose a password for the account, and when (neither it nor the secret is kept here).
        await writeAudit(tx, account, {
          action: 'staff.setup_started',
          targetType: 'staff',
          targetId: account.id,
          after: { ip: request.ip },
        });
      });
      return { totpUri: totpUri(secret, account.email), secret };
    },
  );

  app.post(
    '/setup/confirm',
    {
      schema: {
        tags,
        summary:
          "Second step: the authenticator's first code; the link is used up and the staff member logged in",
        body: staffSetupConfirmBodySchema,
        response: { 200: staffSessionAnswerSchema },
      },
      config: { staff: 'public', idempotent: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const account = await setupAccount(request.body.token);
      if (!account.totpSecret || !account.passwordHash) throw setupInvalid();
      const step = totpStep(account.totpSecret, request.body.code);
      if (step === null)
        throw new AppError(400, 'staff_code_invalid', 'The code is wrong; try the next one.');
      await app.db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({
            totpConfirmedAt: sql`now()`,
            lastTotpStep: step,
            lastLoginAt: sql`now()`,
            setupTokenHash: null,
            setupExpiresAt: null,
          })
          .where(eq(staffAccounts.id, account.id));
        await startStaffSession(tx, request, reply, account.id);
        await writeAudit(tx, account, { action: 'staff.setup', targetType: 'staff', targetId: account.id });
      });
      return { staff: await staffMemberView(app.db, account) };
    },
  );
};

export default staffAuthRoutes;
