import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@dating/shared/contract';
import { createReadyStaffAccount } from '../features/staff/auth/staff-accounts';
import { totpCode } from '../features/staff/auth/staff-totp';
import { Browser } from './test-app';

export const STAFF_PASSWORD = 'staff password for tests';

/** A browser logged in to the back office as a new staff member of `role` (limited to `sites` when given). */
export async function staffBrowser(
  app: FastifyInstance,
  role: StaffRole,
  options: { sites?: number[] | null; email?: string; locale?: 'en' | 'de' } = {},
) {
  const email = options.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const account = await createReadyStaffAccount(app.db, {
    email,
    role,
    sites: options.sites ?? null,
    locale: options.locale ?? 'en',
    password: STAFF_PASSWORD,
  });
  const browser = new Browser(app);
  const response = await browser.request({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: STAFF_PASSWORD, code: totpCode(account.totpSecret) },
  });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return { browser, id: account.id, email, totpSecret: account.totpSecret };
}

/**
 * A second browser of the same staff member (another device), logged in with the code of the next 30-second
 * step: each step's code works once, and the server takes the next one already.
 */
export async function anotherStaffDevice(
  app: FastifyInstance,
  staff: { email: string; totpSecret: string },
): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.request({
    method: 'POST',
    url: '/api/staff/login',
    payload: {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: totpCode(staff.totpSecret, Date.now() + 30_000),
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`second staff login failed: ${response.statusCode} ${response.body}`);
  return browser;
}
