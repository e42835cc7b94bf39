// @feature-public: other features import this module (docs/conventions.md, Layout).
// The audit log: one row per state-changing staff action, written inside the action's own transaction so
// the two commit or fail together. The table refuses UPDATE and DELETE (migration 0021).
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
