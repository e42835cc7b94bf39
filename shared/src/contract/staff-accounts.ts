// The back office's team (/api/staff/accounts, permission `staff.manage`): who has a staff account, with which
// role and sites, and the actions on one account. A new account and a reset of its two-factor login answer the
// one-time setup link once; the server keeps only its hash.
import { z } from 'zod';
import { staffReasonSchema } from './staff-api';
import { STAFF_ROLES } from './staff-roles';

const id = z.number().int().positive().max(2_147_483_647);

/** Ids of the sites an account may see; null: every site. An empty list would be an account that sees nothing. */
const staffSitesSchema = z.array(id).min(1).max(1000).nullable();

export const staffAccountSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sites: z.array(id).nullable(),
  lastLoginAt: z.string().nullable(),
  /** 'active': password and authenticator set up; 'pending': the setup link was not used yet. */
  twoFactor: z.enum(['active', 'pending']),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET accounts: the accounts the admin may manage (a site-limited admin: those within their sites). */
export const staffAccountsAnswerSchema = z.object({ accounts: z.array(staffAccountSchema) });
export type StaffAccountsAnswer = z.infer<typeof staffAccountsAnswerSchema>;

/** POST accounts. */
export const staffAccountCreateBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  sites: staffSitesSchema,
});
export type StaffAccountCreateBody = z.infer<typeof staffAccountCreateBodySchema>;

/** PATCH accounts/:id: the role and the sites, both as they shall be. */
export const staffAccountUpdateBodySchema = z.object({
  role: z.enum(STAFF_ROLES),
  sites: staffSitesSchema,
  reason: staffReasonSchema,
});
export type StaffAccountUpdateBody = z.infer<typeof staffAccountUpdateBodySchema>;

/** POST accounts/:id/disable, /enable, /reset-two-factor. */
export const staffAccountActionBodySchema = z.object({ reason: staffReasonSchema });
export type StaffAccountActionBody = z.infer<typeof staffAccountActionBodySchema>;

export const staffAccountAnswerSchema = z.object({ account: staffAccountSchema });
export type StaffAccountAnswer = z.infer<typeof staffAccountAnswerSchema>;

/** POST accounts and accounts/:id/reset-two-factor: the setup link, answered this once and never again. */
export const staffAccountSetupAnswerSchema = z.object({
  account: staffAccountSchema,
  /** `/staff/setup#<token>`, to be put after the site's origin. */
  setupPath: z.string(),
  setupExpiresAt: z.string(),
});
export type StaffAccountSetupAnswer = z.infer<typeof staffAccountSetupAnswerSchema>;
