// The split guard's notices (remote-error-guard.ts writes one per rollback): listed for staff with
// `remotes.manage` on the sites they see (the all-sites row's only for staff without a site limit) until
// one of them dismisses it; the dismissal is audited in its own transaction.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffGuardNoticeParamsSchema,
  staffGuardNoticesAnswerSchema,
  type GuardNotice,
} from '@dating/shared/contract';
import { caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { remoteGuardNotices, sites } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { currentStaff } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';

const tags = ['staff remotes'];

type NoticeRow = typeof remoteGuardNotices.$inferSelect;

export function noticeAnswer(row: NoticeRow): GuardNotice {
  return {
    id: row.id,
    site: row.site,
    remote: row.remote,
    entry: row.entry,
    control: row.control,
    kind: row.kind,
    variantValue: row.variantValue,
    controlValue: row.controlValue,
    sample: row.sample,
    firedAt: row.firedAt.toISOString(),
    dismissedAt: row.dismissedAt?.toISOString() ?? null,
  };
}

/** The notices of the sites the staff member sees: a site limit leaves out other sites and the all-sites row. */
function visibleTo(staff: StaffIdentity) {
  if (staff.sites === null) return undefined;
  const ids = staff.sites.length ? staff.sites : [-1];
  return sql`${remoteGuardNotices.site} in (select ${sites.domain} from ${sites} where ${inArray(sites.id, ids)})`;
}

/** The guard's last rollback of a remote on a registry site, dismissed or not. */
export async function lastGuardNotice(db: DbOrTx, site: string, remote: string): Promise<GuardNotice | null> {
  const [row] = await db
    .select()
    .from(remoteGuardNotices)
    .where(and(eq(remoteGuardNotices.site, site), eq(remoteGuardNotices.remote, remote)))
    .orderBy(desc(remoteGuardNotices.firedAt), desc(remoteGuardNotices.id))
    .limit(1);
  return row ? noticeAnswer(row) : null;
}

async function openNotices(db: DbOrTx, staff: StaffIdentity): Promise<GuardNotice[]> {
  const rows = await db
    .select()
    .from(remoteGuardNotices)
    .where(and(isNull(remoteGuardNotices.dismissedAt), visibleTo(staff)))
    .orderBy(desc(remoteGuardNotices.firedAt), desc(remoteGuardNotices.id))
    .limit(50);
  return rows.map(noticeAnswer);
}

const guardNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: 'remotes.manage' } as const;

  app.get(
    '/remotes/guard-notices',
    {
      schema: {
        tags,
        summary: "The split guard's rollbacks not yet dismissed, on the sites you see, newest first",
        response: { 200: staffGuardNoticesAnswerSchema },
      },
      config,
    },
    async (request) => {
      return { notices: await openNotices(app.db, currentStaff(request)) };
    },
  );

  app.post(
    '/remotes/guard-notices/:id/dismiss',
    {
      schema: {
        tags,
        summary: "Dismiss one of the guard's notices for everyone (audited); the rollback itself stays",
        params: staffGuardNoticeParamsSchema,
        response: { 200: staffGuardNoticesAnswerSchema },
      },
      config,
    },
    async (request) => {
      const staff = currentStaff(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        // Only a notice still open: two people dismissing at once write one audit row, not two.
        const [row] = await tx
          .update(remoteGuardNotices)
          .set({ dismissedAt: sql`now()`, dismissedBy: staff.machine ? null : staff.id })
          .where(and(eq(remoteGuardNotices.id, id), isNull(remoteGuardNotices.dismissedAt), visibleTo(staff)))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: remoteGuardNotices.id })
            .from(remoteGuardNotices)
            .where(and(eq(remoteGuardNotices.id, id), visibleTo(staff)));
          if (!exists)
            throw caseError(
              404,
              'not_found',
              'guard_notice',
              'There is no such notice, or none you may see.',
            );
          return;
        }
        const [site] =
          row.site === '*'
            ? []
            : await tx.select({ id: sites.id }).from(sites).where(eq(sites.domain, row.site));
        await writeAudit(tx, staff, {
          action: 'registry.guard_dismiss',
          targetType: site ? 'site' : undefined,
          targetId: site?.id ?? null,
          siteId: site?.id ?? null,
          before: { notice: noticeAnswer({ ...row, dismissedAt: null, dismissedBy: null }) },
          after: { notice: noticeAnswer(row) },
        });
      });
      return { notices: await openNotices(app.db, staff) };
    },
  );
};

export default guardNoticeRoutes;
