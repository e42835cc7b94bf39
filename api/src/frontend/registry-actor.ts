// Who changes the registry, and the staff audit row each change writes: the back office's staff member, or
// the command line, which is written the way the machine token is (role `machine`, no staff id) with its
// operating-system user in the registry's own history.
import { userInfo } from 'node:os';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ALL_SITES, sites } from '../db/schema/index';
import { writeAudit } from '../features/staff/core/staff-audit';
import { MACHINE_STAFF } from '../features/staff/core/machine-token';
import type { StaffIdentity } from '../features/staff/core/staff-session';
import type { RegistryActor, RegistryChange } from './registry-store';

async function siteIdOf(tx: DbOrTx, site: string): Promise<number | null> {
  if (site === ALL_SITES) return null;
  const [row] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.domain, site));
  return row?.id ?? null;
}

function auditWith(
  staff: Pick<StaffIdentity, 'id' | 'role' | 'machine'>,
  reason: string | null,
): RegistryActor['audit'] {
  return async (tx, change: RegistryChange) => {
    const siteId = await siteIdOf(tx, change.site);
    await writeAudit(tx, staff, {
      action: 'registry.change',
      targetType: siteId === null ? undefined : 'site',
      targetId: siteId,
      siteId,
      reason,
      before: { site: change.site, remote: change.remote, assignment: change.before },
      after: { site: change.site, remote: change.remote, action: change.action, assignment: change.after },
    });
  };
}

export function staffRegistryActor(staff: StaffIdentity): RegistryActor {
  if (staff.machine) return { staffId: null, actor: staff.name, audit: auditWith(staff, null) };
  return { staffId: staff.id, actor: null, audit: auditWith(staff, null) };
}

/** `npm run remotes`: the user it runs as (through the server's socket: the server's, the same owner). */
export function commandLineActor(user = userInfo().username): RegistryActor {
  return {
    staffId: null,
    actor: user,
    audit: auditWith(MACHINE_STAFF, `npm run remotes (${user})`),
  };
}

/** The split guard (remote-error-guard.ts): `guard` in the registry's history, a machine row in the audit. */
export function guardActor(reason: string): RegistryActor {
  return { staffId: null, actor: 'guard', audit: auditWith(MACHINE_STAFF, reason) };
}
