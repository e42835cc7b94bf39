import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { signupRemoteVariants } from '../db/schema/index';
import { readBucket } from './bucket-cookie';
import { loadAssignments } from './registry-store';
import { answerFor, indexAssignments } from './remote-registry';
import { DEFAULT_FRONTEND_ROOT, REMOTE_PACKAGE_NAMES } from './remote-packages';

/**
 * Stores which build of each remote the new member was served, for `npm run remotes -- stats`. Worked out
 * again from the visitor's bucket cookie, the way the page was served, instead of trusting the browser to
 * report it; called inside the signup transaction, so the rows come and go with the account's creation.
 */
export async function recordSignupVariants(
  tx: DbOrTx,
  request: FastifyRequest,
  member: { siteId: number; userId: number },
  root = DEFAULT_FRONTEND_ROOT,
): Promise<void> {
  const assignments = indexAssignments(await loadAssignments(tx));
  const bucket = readBucket(request);
  const { entries } = answerFor(assignments, root, request.site.domain, bucket);
  // The bucket joins the member to their visit in the funnel (features/funnel/funnel-report.ts).
  await tx
    .insert(signupRemoteVariants)
    .values(REMOTE_PACKAGE_NAMES.map((remote) => ({ ...member, remote, entry: entries[remote], bucket })));
}
