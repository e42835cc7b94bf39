// The remote registry's rows: current assignments, their change log, and rollback as a replay of that log.
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  remoteAssignments,
  remoteErrorCounts,
  remoteRegistryChanges,
  staffAccounts,
  type RemoteGuard,
  type RemoteVariant,
} from '../db/schema/index';
import type { RemotePackage } from './remote-packages';

export type ChangeAction = 'set' | 'unset' | 'rollback' | 'import' | 'guard' | 'rename';

export interface AssignmentKey {
  /** A site's domain, or ALL_SITES. */
  site: string;
  remote: RemotePackage;
}

export interface Assignment extends AssignmentKey {
  variants: RemoteVariant[];
  guard: RemoteGuard | null;
  changedAt: Date;
}

/** Moves with every change, on every instance: comparing it is how a cached registry knows it is stale. */
export async function registryVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: max(remoteRegistryChanges.id) }).from(remoteRegistryChanges);
  return row?.version ?? 0;
}

export async function loadAssignments(db: DbOrTx): Promise<Assignment[]> {
  const rows = await db.select().from(remoteAssignments);
  return rows.map((row) => ({
    site: row.site,
    remote: row.remote as RemotePackage,
    variants: row.variants,
    guard: row.guard ?? null,
    changedAt: row.changedAt,
  }));
}

/**
 * Registry changes are rare and small: one lock for all of them keeps two commands typed at the same moment
 * from interleaving their read of the log with the other's write.
 */
export async function lockRegistry(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('remote_registry'))`);
}

/** An assignment's state before or after a change, as the audit records it. */
export interface AssignmentState {
  variants: RemoteVariant[];
  guard: RemoteGuard | null;
}

export interface RegistryChange extends AssignmentKey {
  action: ChangeAction;
  before: AssignmentState | null;
  after: AssignmentState | null;
}

/**
 * Who makes a change: a staff member in the back office or the command line's operating-system user. Its
 * `audit` writes the staff audit row inside the change's own transaction, so the two commit or fail together.
 */
export interface RegistryActor {
  staffId: number | null;
  actor: string | null;
  audit: (tx: DbOrTx, change: RegistryChange) => Promise<void>;
}

export async function writeAssignment(
  tx: DbOrTx,
  key: AssignmentKey,
  action: ChangeAction,
  variants: RemoteVariant[] | null,
  {
    guard = null,
    reason = null,
    by = null,
  }: { guard?: RemoteGuard | null; reason?: string | null; by?: RegistryActor | null } = {},
): Promise<number | null> {
  const where = and(eq(remoteAssignments.site, key.site), eq(remoteAssignments.remote, key.remote));
  const [before] = by
    ? await tx
        .select({ variants: remoteAssignments.variants, guard: remoteAssignments.guard })
        .from(remoteAssignments)
        .where(where)
    : [];
  const [change] = await tx
    .insert(remoteRegistryChanges)
    .values({
      ...key,
      action,
      variants,
      reason,
      staffId: by?.staffId ?? null,
      actor: by?.actor ?? null,
    })
    .returning({ id: remoteRegistryChanges.id });
  if (variants === null) await tx.delete(remoteAssignments).where(where);
  else
    await tx
      .insert(remoteAssignments)
      .values({ ...key, variants, guard })
      .onConflictDoUpdate({
        target: [remoteAssignments.site, remoteAssignments.remote],
        set: { variants, guard, changedAt: sql`now()` },
      });
  await by?.audit(tx, {
    ...key,
    action,
    before: before ? { variants: before.variants, guard: before.guard ?? null } : null,
    after: variants ? { variants, guard } : null,
  });
  return change?.id ?? null;
}

/** Sets (or, with null, removes) an assignment and logs the change, in one transaction. */
export async function changeAssignment(
  db: Db,
  key: AssignmentKey,
  variants: RemoteVariant[] | null,
  action: Exclude<ChangeAction, 'rollback' | 'guard'> = variants === null ? 'unset' : 'set',
  guard: RemoteGuard | null = null,
  by: RegistryActor | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRegistry(tx);
    await writeAssignment(tx, key, action, variants, { guard, by });
  });
}

export interface LoggedChange {
  id: number;
  action: ChangeAction;
  variants: RemoteVariant[] | null;
  reason: string | null;
  staffId: number | null;
  /** The staff member's name, or the command line's user; null for the guard and older changes. */
  by: string | null;
  createdAt: Date;
}

export async function changeLog(db: DbOrTx, key: AssignmentKey): Promise<LoggedChange[]> {
  const rows = await db
    .select({
      id: remoteRegistryChanges.id,
      action: remoteRegistryChanges.action,
      variants: remoteRegistryChanges.variants,
      reason: remoteRegistryChanges.reason,
      staffId: remoteRegistryChanges.staffId,
      by: sql<
        string | null
      >`coalesce(nullif(${staffAccounts.name}, ''), ${staffAccounts.email}, ${remoteRegistryChanges.actor})`,
      createdAt: remoteRegistryChanges.createdAt,
    })
    .from(remoteRegistryChanges)
    .leftJoin(staffAccounts, eq(staffAccounts.id, remoteRegistryChanges.staffId))
    .where(and(eq(remoteRegistryChanges.site, key.site), eq(remoteRegistryChanges.remote, key.remote)))
    .orderBy(asc(remoteRegistryChanges.id));
  return rows;
}

/**
 * The states an assignment went through that a rollback can return to: every change pushes its result, a
 * rollback pops one, a site's rename (which changed nothing it serves) neither. So `set A, set B, split A/B` rolls back to B, then to A, then to no assignment.
 */
export function rollbackStack(log: readonly LoggedChange[]): (RemoteVariant[] | null)[] {
  const stack: (RemoteVariant[] | null)[] = [null];
  for (const change of log) {
    if (change.action === 'rollback') {
      if (stack.length > 1) stack.pop();
    } else if (change.action !== 'rename') stack.push(change.variants);
  }
  return stack;
}

/**
 * Back to the assignment before the last change (without a guard: it is set again with the split). Returns the assignment now in force (null: none, the
 * remote follows the all-sites entry or its package version), or `nothing` when there is no change to undo.
 */
export async function rollbackAssignment(
  db: Db,
  key: AssignmentKey,
  by: RegistryActor | null = null,
): Promise<{ rolledBack: true; variants: RemoteVariant[] | null } | { rolledBack: false }> {
  return db.transaction(async (tx) => {
    await lockRegistry(tx);
    const stack = rollbackStack(await changeLog(tx, key));
    if (stack.length <= 1) return { rolledBack: false as const };
    stack.pop();
    const variants = stack[stack.length - 1] ?? null;
    await writeAssignment(tx, key, 'rollback', variants, { by });
    return { rolledBack: true as const, variants };
  });
}

/**
 * A site's domain changed (the site console): its assignments, their change log and its error counts move
 * to the new domain inside the caller's transaction, so the site keeps its builds, its rollback history and
 * its guard. Each moved assignment logs a `rename` (which rollback passes over), which moves the registry's
 * version, so every instance reloads it at the next page load. Rows a domain had before any site used it
 * (set by hand for it) give way to the site's own.
 */
export async function renameRegistrySite(
  tx: DbOrTx,
  from: string,
  to: string,
  staffId: number | null,
): Promise<number> {
  if (from === to) return 0;
  await lockRegistry(tx);
  await tx.delete(remoteAssignments).where(eq(remoteAssignments.site, to));
  await tx.delete(remoteErrorCounts).where(eq(remoteErrorCounts.site, to));
  await tx.update(remoteRegistryChanges).set({ site: to }).where(eq(remoteRegistryChanges.site, from));
  await tx.update(remoteErrorCounts).set({ site: to }).where(eq(remoteErrorCounts.site, from));
  const moved = await tx
    .update(remoteAssignments)
    .set({ site: to })
    .where(eq(remoteAssignments.site, from))
    .returning({ remote: remoteAssignments.remote, variants: remoteAssignments.variants });
  if (moved.length > 0) {
    await tx.insert(remoteRegistryChanges).values(
      moved.map((row) => ({
        site: to,
        remote: row.remote,
        action: 'rename' as const,
        variants: row.variants,
        reason: `site renamed from ${from}`,
        staffId,
      })),
    );
  }
  return moved.length;
}
