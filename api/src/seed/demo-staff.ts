// One demo staff account per role, so a tester can log in to the back office (/staff) at once. The TOTP
// secrets are fixed (printed at start-up and in api/DEMO.md): add one to an authenticator app, or compute the
// code with any TOTP tool. Demo only: never seeded where SEED_DEMO is off.
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contract';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/schema/index';
import { createReadyStaffAccount } from '../features/staff/auth/staff-accounts';

export const DEMO_STAFF_PASSWORD = 'staff-password-2024';

export const DEMO_STAFF: readonly { role: StaffRole; email: string; totpSecret: string }[] = [
  { role: 'admin', email: 'admin@staff.test', totpSecret: 'O25EOZU6IGT6T3UB425T6B3KY7IE2CEX' },
  { role: 'moderator', email: 'moderator@staff.test', totpSecret: '5MHFU3SNMG4EYCAQQHOZ2QPOSUGJRM6W' },
  { role: 'support', email: 'support@staff.test', totpSecret: 'NJJCWJB6JBQRCIJTCA22PJVJJ3EX7BXK' },
  { role: 'operator', email: 'operator@staff.test', totpSecret: 'DR6NH5KGEW4XL5MJEX4IZVB32SSBFCR3' },
  { role: 'marketing', email: 'marketing@staff.test', totpSecret: 'T6YKI7RL2UK5C2TJOAVNJTPPG3Q2TVYG' },
];

/** `<role>: <email> / <password> / TOTP secret <BASE32>`, one line per role. */
export const demoStaffLines = () =>
  DEMO_STAFF.map(
    (staff) => `${staff.role}: ${staff.email} / ${DEMO_STAFF_PASSWORD} / TOTP secret ${staff.totpSecret}`,
  );

/** Creates the demo staff when there is no staff account at all (a fresh or pre-back-office database). */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${staffAccounts} in exclusive mode`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(staffAccounts);
    if ((existing?.n ?? 0) > 0) return false;
    for (const staff of DEMO_STAFF) {
      await createReadyStaffAccount(tx, {
        email: staff.email,
        name: `Demo ${staff.role}`,
        role: staff.role,
        password: DEMO_STAFF_PASSWORD,
        totpSecret: staff.totpSecret,
      });
    }
    return true;
  });
}
