// Making staff accounts: the first one by `npm run staff -- create`, later ones by an admin in the back office
// (/staff/accounts), the demo ones by the seed. A new account has no password and no authenticator until its
// one-time setup link is used.
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

/** A one-time setup token and what the account stores of it: only its hash, and when it stops working. */
export function newSetupToken(): { token: string; setupTokenHash: string; setupExpiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    setupTokenHash: hashToken(token),
    setupExpiresAt: new Date(Date.now() + STAFF_SETUP_TOKEN_HOURS * 3600_000),
  };
}

/**
 * Creates the account and answers the setup token (shown once: only its hash is stored). `actor` is the admin
 * who made it in the back office; null on the command line and in the seed.
 */
export async function createStaffAccount(
  db: DbOrTx,
  account: NewStaffAccount,
  actor: Parameters<typeof writeAudit>[1] = null,
): Promise<{ id: number; token: string }> {
  const { token, setupTokenHash, setupExpiresAt } = newSetupToken();
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
        setupTokenHash,
        setupExpiresAt,
      })
      .returning({ id: staffAccounts.id }),
    'staff account insert',
  );
  await writeAudit(db, actor, {
    action: 'staff.created',
    targetType: 'staff',
    targetId: row.id,
    after: { email, name: account.name ?? null, role: account.role, sites: account.sites ?? null },
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
