// The team in the back office (/staff/accounts): list, create, change role and sites, disable, re-enable and
// reset the two-factor login of staff accounts. Permission `staff.manage`; a site-limited admin sees and
// manages only accounts limited to sites of their own. Each change is audited in its own transaction, before
// and after; the setup link is answered once and stored only as a hash (never in the audit or the log).
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffAccountActionBodySchema,
  staffAccountAnswerSchema,
  staffAccountCreateBodySchema,
  staffAccountSetupAnswerSchema,
  staffAccountsAnswerSchema,
  staffAccountUpdateBodySchema,
  staffIdParamSchema,
  type StaffAccount,
  type StaffRole,
} from '@dating/shared/contract';
import { AppError, caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { sites, staffAccounts, staffSessions } from '../../../db/schema/index';
import { createStaffAccount, newSetupToken } from '../auth/staff-accounts';
import { writeAudit } from '../core/staff-audit';
import { withinSites } from '../core/account-scope';
import { announceStaffAccountChange } from '../core/staff-account-changes';
import { currentStaff, staffSiteForbidden } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';

const tags = ['staff accounts'];
type AccountRow = typeof staffAccounts.$inferSelect;

const view = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  sites: row.sites,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  twoFactor: row.totpConfirmedAt ? 'active' : 'pending',
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit keeps of an account: never a hash, a secret or a token. */
const audited = (row: Pick<AccountRow, 'role' | 'sites' | 'disabledAt' | 'totpConfirmedAt'>) => ({
  role: row.role,
  sites: row.sites,
  disabled: row.disabledAt !== null,
  twoFactor: row.totpConfirmedAt ? 'active' : 'pending',
});

const accountNotFound = () =>
  caseError(404, 'not_found', 'staff_account', 'There is no staff account with this id.');

const selfChange = () =>
  new AppError(409, 'staff_self_change', 'You cannot disable, demote, limit or reset your own account.');
const lastAdmin = () =>
  new AppError(409, 'staff_last_admin', 'This would leave no active admin who sees every site.');

/** An active admin who sees every site: the account that can always repair the rest. */
const isKeyAdmin = (row: Pick<AccountRow, 'role' | 'sites' | 'disabledAt'>) =>
  row.role === 'admin' && row.sites === null && row.disabledAt === null;

/**
 * Refuses the change when `target` is the last active, set-up admin who sees every site. The other such admins
 * are locked, so two admins demoting each other at once cannot both succeed.
 */
export async function assertNotLastAdmin(tx: DbOrTx, target: AccountRow): Promise<void> {
  if (!isKeyAdmin(target)) return;
  const others = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        ne(staffAccounts.id, target.id),
        eq(staffAccounts.role, 'admin'),
        isNull(staffAccounts.sites),
        isNull(staffAccounts.disabledAt),
        isNotNull(staffAccounts.totpConfirmedAt),
      ),
    )
    .for('update');
  if (others.length === 0) throw lastAdmin();
}

const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The account, locked for the change; 403 (also for an unknown id) when outside a site-limited admin's sites. */
  async function managedAccount(tx: DbOrTx, staff: StaffIdentity, id: number): Promise<AccountRow> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (staff.sites !== null && (!row || !withinSites(staff, row.sites))) throw staffSiteForbidden();
    if (!row) throw accountNotFound();
    return row;
  }

  /** The sites an account is to get: each must exist, and be one of a site-limited admin's own. */
  async function assertSites(staff: StaffIdentity, wanted: number[] | null): Promise<void> {
    if (!withinSites(staff, wanted)) throw staffSiteForbidden();
    if (wanted === null) return;
    const found = await app.db.select({ id: sites.id }).from(sites).where(inArray(sites.id, wanted));
    if (found.length !== new Set(wanted).size)
      throw new AppError(400, 'staff_site_unknown', 'One of these sites does not exist.');
  }

  app.get(
    '/accounts',
    {
      schema: {
        tags,
        summary: 'The staff accounts this admin may manage',
        response: { 200: staffAccountsAnswerSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const rows = await app.db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
      return { accounts: rows.filter((row) => withinSites(staff, row.sites)).map(view) };
    },
  );

  app.post(
    '/accounts',
    {
      schema: {
        tags,
        summary: 'Create a staff account; answers its one-time setup link, this once',
        body: staffAccountCreateBodySchema,
        response: { 201: staffAccountSetupAnswerSchema },
      },
      config: { staff: 'staff.manage', idempotent: false },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const body = request.body;
      const sitesWanted = body.sites ? [...new Set(body.sites)] : null;
      await assertSites(staff, sitesWanted);
      const created = await app.db
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: staffAccounts.id })
            .from(staffAccounts)
            .where(eq(staffAccounts.email, body.email));
          if (taken) return null;
          const { id, token } = await createStaffAccount(
            tx,
            { email: body.email, name: body.name, role: body.role, sites: sitesWanted },
            staff,
          );
          const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id));
          return row ? { row, token } : null;
        })
        // Two admins adding one address at once: the second meets the unique index.
        .catch((error: unknown) => {
          if (uniqueViolation(error)) return null;
          throw error;
        });
      if (!created)
        throw new AppError(409, 'staff_email_taken', 'A staff account with this e-mail address exists.');
      return reply.code(201).send({
        account: view(created.row),
        setupPath: `/staff/setup#${created.token}`,
        setupExpiresAt: created.row.setupExpiresAt?.toISOString() ?? '',
      });
    },
  );

  app.patch(
    '/accounts/:id',
    {
      schema: {
        tags,
        summary: "Change a staff account's role and sites",
        params: staffIdParamSchema,
        body: staffAccountUpdateBodySchema,
        response: { 200: staffAccountAnswerSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { role, reason } = request.body;
      const sitesWanted = request.body.sites ? [...new Set(request.body.sites)].sort((a, b) => a - b) : null;
      await assertSites(staff, sitesWanted);
      const row = await app.db.transaction(async (tx) => {
        const before = await managedAccount(tx, staff, request.params.id);
        const demoted = !(role === 'admin' && sitesWanted === null);
        if (before.id === staff.id && (role !== before.role || !sameSites(before.sites, sitesWanted)))
          throw selfChange();
        if (demoted) await assertNotLastAdmin(tx, before);
        return changeAccount(tx, staff, before, {
          action: 'staff.update',
          reason,
          set: { role: role satisfies StaffRole, sites: sitesWanted },
        });
      });
      // Open channels of the account (the inbox's live socket) check its new role and sites at once.
      await announceStaffAccountChange(app, row.id);
      return { account: view(row) };
    },
  );

  app.post(
    '/accounts/:id/disable',
    {
      schema: {
        tags,
        summary: 'Disable a staff account; its sessions end at once',
        params: staffIdParamSchema,
        body: staffAccountActionBodySchema,
        response: { 200: staffAccountAnswerSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await managedAccount(tx, staff, request.params.id);
        if (before.id === staff.id) throw selfChange();
        if (before.disabledAt) return before;
        await assertNotLastAdmin(tx, before);
        return changeAccount(tx, staff, before, {
          action: 'staff.disable',
          reason: request.body.reason,
          set: { disabledAt: new Date() },
          endSessions: true,
        });
      });
      await announceStaffAccountChange(app, row.id);
      return { account: view(row) };
    },
  );

  app.post(
    '/accounts/:id/enable',
    {
      schema: {
        tags,
        summary: 'Re-enable a disabled staff account',
        params: staffIdParamSchema,
        body: staffAccountActionBodySchema,
        response: { 200: staffAccountAnswerSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await managedAccount(tx, staff, request.params.id);
        if (!before.disabledAt) return before;
        return changeAccount(tx, staff, before, {
          action: 'staff.enable',
          reason: request.body.reason,
          set: { disabledAt: null },
        });
      });
      return { account: view(row) };
    },
  );

  app.post(
    '/accounts/:id/reset-two-factor',
    {
      schema: {
        tags,
        summary:
          'Void the password and authenticator of a staff account, end its sessions and answer a new setup link',
        params: staffIdParamSchema,
        body: staffAccountActionBodySchema,
        response: { 200: staffAccountSetupAnswerSchema },
      },
      config: { staff: 'staff.manage', idempotent: false },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { token, setupTokenHash, setupExpiresAt } = newSetupToken();
      const row = await app.db.transaction(async (tx) => {
        const before = await managedAccount(tx, staff, request.params.id);
        if (before.id === staff.id) throw selfChange();
        // Until the new link is used this admin cannot log in: they must not be the last one who can.
        await assertNotLastAdmin(tx, before);
        return changeAccount(tx, staff, before, {
          action: 'staff.reset_two_factor',
          reason: request.body.reason,
          set: {
            passwordHash: null,
            totpSecret: null,
            totpConfirmedAt: null,
            setupTokenHash,
            setupExpiresAt,
          },
          endSessions: true,
        });
      });
      await announceStaffAccountChange(app, row.id);
      return {
        account: view(row),
        setupPath: `/staff/setup#${token}`,
        setupExpiresAt: setupExpiresAt.toISOString(),
      };
    },
  );
};

/**
 * Changes one staff account inside the action's transaction and writes the action's audit row with the
 * account before and after; `endSessions` signs the account out everywhere at once.
 */
async function changeAccount(
  tx: DbOrTx,
  staff: StaffIdentity,
  before: AccountRow,
  change: {
    action: 'staff.update' | 'staff.disable' | 'staff.enable' | 'staff.reset_two_factor';
    reason: string;
    set: Partial<typeof staffAccounts.$inferInsert>;
    endSessions?: boolean;
  },
): Promise<AccountRow> {
  const [after] = await tx
    .update(staffAccounts)
    .set(change.set)
    .where(eq(staffAccounts.id, before.id))
    .returning();
  if (!after) throw accountNotFound();
  if (change.endSessions) await tx.delete(staffSessions).where(eq(staffSessions.staffId, before.id));
  await writeAudit(tx, staff, {
    action: change.action,
    targetType: 'staff',
    targetId: before.id,
    reason: change.reason,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

function uniqueViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (failure?.code ?? failure?.cause?.code) === '23505';
}

function sameSites(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  const sorted = [...a].sort((x, y) => x - y);
  return sorted.length === b.length && sorted.every((site, index) => site === b[index]);
}

export default staffAccountRoutes;
