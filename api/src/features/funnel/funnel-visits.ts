// @feature-public: other features import this module (docs/conventions.md, Layout).
// Writes the funnel's first two steps: the visit (one row per bucket, site and remote, the first one wins)
// and the first signup check of that visitor.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TrackingBody } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { funnelVisits } from '../../db/schema/index';

export interface VisitRecord {
  siteId: number;
  bucket: string;
  /** The entry each remote was served for this bucket. */
  entries: Readonly<Record<string, string>>;
  tracking?: TrackingBody | undefined;
}

/** Idempotent: a second beacon of the same visitor (another tab, a reload) changes nothing. */
export async function recordVisit(db: DbOrTx, visit: VisitRecord): Promise<void> {
  const tracking = visit.tracking;
  const rows = Object.entries(visit.entries).map(([remote, entry]) => ({
    siteId: visit.siteId,
    remote,
    bucket: visit.bucket,
    entry,
    network: tracking?.network ?? null,
    ref: tracking?.ref ?? null,
    sub1: tracking?.sub1 ?? null,
    sub2: tracking?.sub2 ?? null,
    sub3: tracking?.sub3 ?? null,
  }));
  if (rows.length === 0) return;
  await db.insert(funnelVisits).values(rows).onConflictDoNothing();
}

/** The visitor's first signup check marks "signup started" on their visit rows; later ones keep that time. */
export async function markSignupStarted(db: DbOrTx, siteId: number, bucket: string): Promise<void> {
  await db
    .update(funnelVisits)
    .set({ signupStartedAt: sql`now()` })
    .where(
      and(
        eq(funnelVisits.siteId, siteId),
        eq(funnelVisits.bucket, bucket),
        isNull(funnelVisits.signupStartedAt),
      ),
    );
}
