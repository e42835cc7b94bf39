// @feature-public: other features import this module (docs/conventions.md, Layout).
// The audit log: one row per state-changing staff action, written inside the action's own transaction so
// the two commit or fail together, and a row when staff open a member's file or search the members (whose
// personal data who read).
// The table refuses UPDATE and DELETE (migration 0021).
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { StaffAuditAction, StaffAuditTarget } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { staffAudit } from '../../../db/schema/index';
import type { StaffIdentity } from './staff-session';

export interface AuditEntry {
  action: StaffAuditAction;
  targetType?: StaffAuditTarget;
  targetId?: number | null;
  siteId?: number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(
  tx: DbOrTx,
  staff: Pick<StaffIdentity, 'id' | 'role' | 'machine'> | null,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: staff?.machine ? null : (staff?.id ?? null),
    role: staff?.machine ? 'machine' : (staff?.role ?? null),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    siteId: entry.siteId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * A file opened again, or a search made again, by the same person within this time is the same reading: one
 * row, not one per refetch.
 */
export const READING_WINDOW_MINUTES = 10;

/** Records that `staff` opened member `userId`'s file, unless they did within READING_WINDOW_MINUTES. */
export function auditFileView(
  db: DbOrTx,
  staff: Pick<StaffIdentity, 'id' | 'role' | 'machine'>,
  userId: number,
  siteId: number,
): Promise<void> {
  return auditReading(db, staff, { action: 'member.view', targetType: 'member', targetId: userId, siteId }, [
    eq(staffAudit.targetType, 'member'),
    eq(staffAudit.targetId, userId),
  ]);
}

/**
 * Records that `staff` searched the members (a search lists names and e-mail addresses): what was asked, on
 * which site (null: every site they see) and how many were found; the same search within the window once.
 */
export function auditMemberSearch(
  db: DbOrTx,
  staff: Pick<StaffIdentity, 'id' | 'role' | 'machine'>,
  search: { query: string; siteId: number | null; found: number },
): Promise<void> {
  return auditReading(
    db,
    staff,
    { action: 'member.search', siteId: search.siteId, after: { query: search.query, found: search.found } },
    [
      sql`${staffAudit.after} ->> 'query' = ${search.query}`,
      search.siteId === null ? isNull(staffAudit.siteId) : eq(staffAudit.siteId, search.siteId),
    ],
  );
}

async function auditReading(
  db: DbOrTx,
  staff: Pick<StaffIdentity, 'id' | 'role' | 'machine'>,
  entry: AuditEntry & { action: 'member.view' | 'member.search' },
  sameReading: SQL[],
): Promise<void> {
  const [recent] = await db
    .select({ id: staffAudit.id })
    .from(staffAudit)
    .where(
      and(
        staff.machine ? isNull(staffAudit.staffId) : eq(staffAudit.staffId, staff.id),
        eq(staffAudit.action, entry.action),
        ...sameReading,
        gt(staffAudit.at, sql`now() - make_interval(mins => ${READING_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  if (recent) return;
  await writeAudit(db, staff, entry);
}
