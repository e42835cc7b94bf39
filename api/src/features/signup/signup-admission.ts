import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TrackingBody } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { inviteCodes } from '../../db/schema/index';
import type { Site } from '../../plugins/site';

export interface Admission {
  inviteCode?: string | undefined;
  tracking?: TrackingBody | undefined;
}

/** A site whose signups are `closed` takes nobody, not even with an invite code or a traffic source. */
export function assertSignupsOpen(site: Pick<Site, 'signups'>): void {
  if (site.signups === 'closed') {
    throw new AppError(403, 'signup_closed', 'Signups are closed on this site.');
  }
}

/**
 * Whether the site lets this visitor sign up (spec section 1): `all` is open; `with_trafficsource` needs a
 * tracking record from the landing URL; `none` is closed to the public, and an invite code is the only
 * way in (invite-only); `closed` takes nobody. Consumes the invite code inside the caller's transaction.
 */
export async function admitSignup(tx: DbOrTx, site: Site, admission: Admission): Promise<void> {
  assertSignupsOpen(site);
  if (site.signups === 'all') return;
  if (site.signups === 'with_trafficsource') {
    if (!admission.tracking?.network) {
      throw new AppError(
        403,
        'signup_requires_traffic_source',
        'Signing up is only possible through one of our partners.',
      );
    }
    return;
  }
  if (!admission.inviteCode) {
    throw new AppError(403, 'signup_invite_only', 'Signing up is possible by invitation only.');
  }
  const [used] = await tx
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        eq(inviteCodes.siteId, site.id),
        eq(inviteCodes.code, admission.inviteCode),
        lt(inviteCodes.uses, inviteCodes.maxUses),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: inviteCodes.id });
  if (!used) throw new AppError(403, 'invite_code_invalid', 'This invite code is not valid.');
}
