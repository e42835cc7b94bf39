// The demo seed's staff accounts (one per role), read from api/DEMO.md as a tester reads them
// (`<role>: <email> / <password> / TOTP secret <BASE32>`), and the back-office login with a code computed from
// the secret, as an authenticator app would show it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Cookie, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { REPO_ROOT } from './e2e-env';

export type StaffRole = 'admin' | 'moderator' | 'support' | 'operator' | 'marketing';

export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
}

export function staffLogin(role: StaffRole): StaffLogin {
  const demo = readFileSync(join(REPO_ROOT, 'api/DEMO.md'), 'utf8');
  const line = new RegExp(
    `^\\W*${role}\\W*:\\s*\`?(\\S+?)\`?\\s*/\\s*\`?(.+?)\`?\\s*/\\s*TOTP secret\\s*\`?([A-Z2-7]+)`,
    'im',
  ).exec(demo);
  if (!line)
    throw new Error(`api/DEMO.md lists no "${role}: <email> / <password> / TOTP secret <BASE32>" line`);
  const [, email = '', password = '', secret = ''] = line;
  return { email, password, secret };
}

/** The code an authenticator shows now; one that was used already is refused, so wait for the next one. */
export function totpCode(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

const STAFF_COOKIES = ['staff', '__Host-staff'];

/**
 * Each role's staff session of this run, kept once a login made it: a code works once per account, so a
 * second login as the same role within 30 s must wait for the next code, and the suite logs each role in
 * many times. In the run's output folder, so a retry's new worker finds it too.
 */
function sessionsFile(): string {
  return join(test.info().project.outputDir, 'staff-sessions.json');
}

function keptSessions(): Partial<Record<StaffRole, Cookie>> {
  const file = sessionsFile();
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<StaffRole, Cookie>>)
    : {};
}

function keepSession(role: StaffRole, cookie: Cookie): void {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(sessionsFile(), JSON.stringify({ ...keptSessions(), [role]: cookie }));
}

/**
 * Opens `next` as the demo staff member of `role`: with this run's session of that role while the server
 * still takes it (a test that logged it out or an expiry ends it), else by logging in through /staff/login
 * like a staff member: e-mail, password and the current code.
 */
export async function logInAsStaff(page: Page, role: StaffRole, next = '/staff'): Promise<void> {
  const kept = keptSessions()[role];
  if (kept) {
    await page.context().addCookies([kept]);
    if ((await page.request.get('/api/staff/me')).ok()) {
      await page.goto(next);
      return;
    }
    await page.context().clearCookies({ name: kept.name });
  }
  await logInThroughForm(page, role, next);
  const cookie = (await page.context().cookies()).find((each) => STAFF_COOKIES.includes(each.name));
  if (cookie) keepSession(role, cookie);
}

async function logInThroughForm(page: Page, role: StaffRole, next: string): Promise<void> {
  const login = staffLogin(role);
  await page.goto(`/staff/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^E-mail address/).fill(login.email);
  await page.getByLabel(/^Password/).fill(login.password);
  await page.getByLabel(/^Code from your authenticator app/).fill(totpCode(login.secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  // A code works once per account: when this role logged in earlier within the same 30 s, the server refuses
  // the code again, and the next one is waited for, as a person would.
  const refused = page.getByRole('alert');
  const outcome = await Promise.race([
    page.waitForURL((url) => !url.pathname.startsWith('/staff/login')).then(() => 'in' as const),
    refused.waitFor().then(() => 'refused' as const),
  ]);
  if (outcome === 'refused') {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.getByLabel(/^Password/).fill(login.password);
    await page.getByLabel(/^Code from your authenticator app/).fill(totpCode(login.secret));
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await expect(page).not.toHaveURL(/\/staff\/login/);
}

/** The queue item holding `text`, loading older pages on demand (queues list the oldest first). */
export async function findInQueue(moderator: Page, text: string) {
  const item = moderator.getByRole('article').filter({ hasText: text });
  const more = moderator.getByRole('button', { name: 'Show more' });
  // Oldest first: older items may come before this one, loaded on demand. Wait for the list before counting.
  await expect(item.or(more).first()).toBeVisible({ timeout: 20_000 });
  while ((await item.count()) === 0) {
    await more.click();
    await expect(item.or(more).first()).toBeVisible();
  }
  return item;
}
