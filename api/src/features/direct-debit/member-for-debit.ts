import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@dating/shared/contract';
import { authenticationRequired } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema/index';

export interface DebitMember {
  id: number;
  email: string;
  language: Locale;
  name: string;
  /** ISO country of the profile: the default region of the phone number, and the invoice's VAT. */
  country: string;
}

/** The logged-in member of this site, with what a debit needs; `lock` serialises their concurrent debits. */
export async function memberForDebit(
  db: DbOrTx,
  userId: number,
  siteId: number,
  lock = false,
): Promise<DebitMember> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      name: profiles.name,
      country: profiles.country,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), isNull(users.deletedAt)));
  const [member] = lock ? await query.for('update', { of: users }) : await query;
  if (!member) throw authenticationRequired();
  return member;
}
