import { eq } from 'drizzle-orm';
import { caseError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { sites } from '../../../db/schema/index';
import { assertSite } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';

/** The site named in the path, after the site check: a site-limited staff member gets 403 for any other. */
export async function managedSite(db: DbOrTx, staff: StaffIdentity, domain: string) {
  const [site] = await db.select().from(sites).where(eq(sites.domain, domain.trim().toLowerCase()));
  assertSite(staff, site?.id ?? null);
  if (!site) throw caseError(404, 'not_found', 'site', 'There is no site with this domain.');
  return site;
}
