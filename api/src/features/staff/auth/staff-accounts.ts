// Making staff accounts: the first one by `npm run staff -- create`, the demo ones by the seed. A new
// account has no password and no authenticator until its one-time setup link is used.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STAFF_SETUP_TOKEN_HOURS, type Locale, type StaffRole } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { firstRow } from '../../../db/first-row';
import { staffAccounts } from '../../../db/schema/index';
import { hashToken } from '../../../plugins/session';
import { hashPassword } from '../../auth/password';
import { writeAudit } from '../core/staff-audit';
import { newTotpSecret } from './staff-totp';

export interface NewStaffAccount {
  email: string;
  name?: string;
  role: StaffRole;
  sites?: number[] | null;
  locale?: Locale;
}

/** Creates the account and answers the setup token (shown once: only its hash is stored). */
export async function createStaffAccount(
  db: DbOrTx,
  account: NewStaffAccount,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const email = account.email.trim().toLowerCase();
  const row = firstRow(
    await db
      .insert(staffAccounts)
      .values({
        email,
        name: account.name ?? email.slice(0, email.indexOf('@')),
        role: account.role,
        sites: account.sites ?? null,
        locale: account.locale ?? 'en',
        setupTokenHash: hashToken(token),
        setupExpiresAt: new Date(Date.now() + STAFF_SETUP_TOKEN_HOURS * 3600_000),
      })
      .returning({ id: staffAccounts.id }),
    'staff account insert',
  );
  await writeAudit(db, null, {
    action: 'staff.created',
    targetType: 'staff',
    targetId: row.id,
    after: { email, role: account.role, sites: account.sites ?? null },
  });
  return { id: row.id, token };
}

/**
 * An account ready to log in, with a known password and TOTP secret (the demo seed and tests); the secret
 * is answered so the caller can print it or compute codes.
 */
export async function createReadyStaffAccount(
  db: DbOrTx,
  account: NewStaffAccount & { password: string; totpSecret?: string },
): Promise<{ id: number; totpSecret: string }> {
  const { id } = await createStaffAccount(db, account);
  const totpSecret = account.totpSecret ?? newTotpSecret();
  await db
    .update(staffAccounts)
    .set({
      passwordHash: await hashPassword(account.password),
      totpSecret,
      totpConfirmedAt: new Date(),
      setupTokenHash: null,
      setupExpiresAt: null,
    })
    .where(eq(staffAccounts.id, id));
  return { id, totpSecret };
}
