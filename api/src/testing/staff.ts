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
