// The site console (/api/staff/sites*): create a branded site and edit its settings. Admins only
// (`sites.manage`); every change is audited with its before and after.
import { z } from 'zod';
import { SIGNUP_MODES } from './domain';
import { LOCALES } from './locales';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const currencies = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 3166-1 alpha-2 country the runtime knows (upper case; `de` is taken as `DE`). */
export const isoCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166 country code of two letters')
  .refine((code) => regionNames.of(code) !== undefined, 'not an ISO 3166 country code');

const countryList = z
  .array(isoCountrySchema)
  .max(250)
  .refine((list) => new Set(list).size === list.length, 'a country is listed twice');

/**
 * A host name as a browser sends it: lower-case labels of letters, digits and inner dashes, at least two of
 * them. `localhost` names are refused: `<domain>.localhost` already reaches every site on a developer's machine.
 */
export const siteDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'a domain name such as example.com',
  )
  .refine((domain) => !domain.startsWith('www.'), 'without www. (it reaches the same site)')
  .refine((domain) => !/(^|\.)localhost$/.test(domain), 'not a localhost name');

const credits = z.number().int().min(0).max(100_000);
const text = (max: number) => z.string().trim().min(1).max(max);

export const staffSiteSettingsSchema = z.object({
  domain: siteDomainSchema,
  name: text(80),
  language: z.enum(LOCALES),
  countries: countryList.min(1),
  /** The kind of dating (spec: 1-7), which picks the landers' and profiles' tone. */
  niche: z.number().int().min(1).max(7),
  /** all, with a traffic source only, or invite only ('none': invite codes only). */
  signups: z.enum(SIGNUP_MODES),
  loggedOutSearch: z.boolean(),
  entryWarning: z.boolean(),
  /** Where the entry warning shows; empty: in every country. */
  entryWarningCountries: countryList,
  supportPhone: text(40),
  supportEmail: z.email().max(254),
  /** The sender name of the site's e-mails. */
  mailName: text(80),
  title: text(120),
  description: text(300),
  companyId: z.number().int().positive().max(2_147_483_647),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{3}$/.test(code) && currencies.has(code), 'an ISO 4217 currency code'),
  messageCredits: credits,
  photoCredits: credits,
  giftCredits: credits,
  signupCredits: credits,
});
export type StaffSiteSettings = z.infer<typeof staffSiteSettingsSchema>;

export const staffSiteCreateSchema = staffSiteSettingsSchema.extend({
  /** The site whose profile fields, texts and bundles the new one starts from; default: the first site. */
  template: siteDomainSchema.optional(),
});
export type StaffSiteCreate = z.input<typeof staffSiteCreateSchema>;

export const staffSitePatchSchema = staffSiteSettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type StaffSitePatch = z.input<typeof staffSitePatchSchema>;

export const staffSiteFileSchema = staffSiteSettingsSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type StaffSiteFile = z.infer<typeof staffSiteFileSchema>;

export const staffSiteRowSchema = staffSiteFileSchema.pick({
  id: true,
  domain: true,
  name: true,
  language: true,
  countries: true,
  signups: true,
  currency: true,
});
export type StaffSiteRow = z.infer<typeof staffSiteRowSchema>;

export const staffCompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffCompany = z.infer<typeof staffCompanySchema>;

export const staffSitesAnswerSchema = z.object({
  sites: z.array(staffSiteRowSchema),
  /** The companies a site may belong to (the legal operator named in its footer and invoices). */
  companies: z.array(staffCompanySchema),
});
export type StaffSitesAnswer = z.infer<typeof staffSitesAnswerSchema>;
