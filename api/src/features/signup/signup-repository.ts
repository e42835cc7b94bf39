// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { accountDeletions, users } from '../../db/schema/index';

export const emailExists = () =>
  new AppError(409, 'email_exists', 'An account with this e-mail address already exists');

export const accountPendingDeletion = () =>
  new AppError(
    409,
    'account_pending_deletion',
    'This account was deleted recently. Reactivate it with the link in our e-mail, or ask for a new link.',
  );

/** Refuses an e-mail address that already has an account on the site, live or deleted but reactivatable. */
export async function assertEmailFree(db: DbOrTx, siteId: number, email: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)));
  if (!row) return;
  if (!row.deletedAt) throw emailExists();
  const [pending] = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.userId, row.id),
        isNull(accountDeletions.completedAt),
        isNull(accountDeletions.reactivatedAt),
      ),
    );
  throw pending ? accountPendingDeletion() : emailExists();
}

/** A unique violation on (site, email): two signups with one address raced, the second one loses. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
