// The site console (/api/staff/sites*): create a branded site and edit its settings. Admins only
// (`sites.manage`); every change is audited with its before and after.
import { z } from 'zod';
import { DISCOUNT_STATUSES, DISCOUNT_VALIDITIES, PAYMENT_METHODS, SIGNUP_MODES } from './domain';
import { LOCALES } from './locales';
import { contentPageTextSchema } from './content-pages';
import { CONTENT_TOKENS } from './route-paths';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const currencies = new Set(Intl.supportedValuesOf('currency'));

// Codes the runtime names that are no country: user-assigned (AA, QM-QZ, XA-XZ but Kosovo's XK, ZZ
// "Unknown Region") and the unions (EU, EZ, UN).
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** An ISO 3166-1 alpha-2 country the runtime knows (upper case; `de` is taken as `DE`). */
export const isoCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166 country code of two letters')
  // zod runs a refinement after a failed check too, and the runtime throws on a code that is not two letters.
  .refine(
    (code) => /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.test(code) && regionNames.of(code) !== undefined,
    'not an ISO 3166 country code',
  );

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

/**
 * More names that serve the same site, at most ten, each written like the main domain. The API refuses the
 * main domain itself and any name another site already uses (409 `site_domain_taken`).
 */
export const otherDomainsSchema = z
  .array(siteDomainSchema)
  .max(10)
  .refine((list) => new Set(list).size === list.length, 'a domain is listed twice');

const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && currencies.has(code), 'an ISO 4217 currency code');

const credits = z.number().int().min(0).max(100_000);
const text = (max: number) => z.string().trim().min(1).max(max);

export const staffSiteSettingsSchema = z.object({
  domain: siteDomainSchema,
  /** Names that serve this site too; links, mails and canonical URLs keep `domain`. */
  otherDomains: otherDomainsSchema,
  name: text(80),
  language: z.enum(LOCALES),
  countries: countryList.min(1),
  /** The kind of dating (spec: 1-7), which picks the landers' and profiles' tone. */
  niche: z.number().int().min(1).max(7),
  /** all, with a traffic source only, invite only ('none': invite codes only), or nobody ('closed'). */
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
  currency: currencySchema,
  messageCredits: credits,
  photoCredits: credits,
  giftCredits: credits,
  signupCredits: credits,
});
export type StaffSiteSettings = z.infer<typeof staffSiteSettingsSchema>;

export const staffSiteCreateSchema = staffSiteSettingsSchema.extend({
  otherDomains: otherDomainsSchema.default([]),
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
  otherDomains: true,
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

// Bundles and prices ------------------------------------------------------------------------------------

/** A credit bundle as the console shows it; `country` null: the price for every country without its own. */
export const staffBundleSchema = z.object({
  id: z.number().int(),
  country: z.string().nullable(),
  credits: z.number().int(),
  /** In minor units of `currency` (cents). */
  amountCents: z.number().int(),
  currency: z.string(),
  popular: z.boolean(),
  sortOrder: z.number().int(),
});
export type StaffBundle = z.infer<typeof staffBundleSchema>;

export const staffBundlesAnswerSchema = z.object({ bundles: z.array(staffBundleSchema) });
export type StaffBundlesAnswer = z.infer<typeof staffBundlesAnswerSchema>;

const bundleFields = {
  credits: z.number().int().min(1).max(1_000_000),
  amountCents: z.number().int().min(1).max(100_000_000),
  currency: currencySchema,
  popular: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
};

export const staffBundleCreateSchema = z.object({
  country: isoCountrySchema.nullable().default(null),
  ...bundleFields,
  popular: bundleFields.popular.default(false),
  sortOrder: bundleFields.sortOrder.default(0),
});
export type StaffBundleCreate = z.input<typeof staffBundleCreateSchema>;

/**
 * A change of credits, price or currency retires the bundle and offers a new one in its place: a payment
 * already started keeps the bundle and amount it was started with. `active: false` only retires it.
 */
export const staffBundlePatchSchema = z
  .object({ ...bundleFields, active: z.literal(false) })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type StaffBundlePatch = z.input<typeof staffBundlePatchSchema>;

// Discount codes ----------------------------------------------------------------------------------------

export const staffDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  valuePercentage: z.number(),
  minimumOrderValueCents: z.number().int(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  expires: z.string().nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  status: z.enum(DISCOUNT_STATUSES),
  createdAt: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;

export const staffDiscountCodesAnswerSchema = z.object({ codes: z.array(staffDiscountCodeSchema) });
export type StaffDiscountCodesAnswer = z.infer<typeof staffDiscountCodesAnswerSchema>;

export const staffDiscountCodeCreateSchema = z.object({
  /** Members type it; stored in capitals, as the checkout looks it up. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, 'letters, digits and dashes, 3 to 40 characters'),
  valuePercentage: z.number().min(0.01).max(100).multipleOf(0.01),
  minimumOrderValueCents: z.number().int().min(0).max(100_000_000).default(0),
  country: isoCountrySchema.nullable().default(null),
  currency: currencySchema.nullable().default(null),
  expires: z.iso.datetime({ offset: true }).nullable().default(null),
  /** The limit: once in all, once per member, or no limit. */
  validity: z.enum(DISCOUNT_VALIDITIES).default('once-per-user'),
  /** Empty: every method. */
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS))
    .max(PAYMENT_METHODS.length)
    .refine((list) => new Set(list).size === list.length, 'a method is listed twice')
    .default([]),
});
export type StaffDiscountCodeCreate = z.input<typeof staffDiscountCodeCreateSchema>;

export const staffDiscountCodePatchSchema = z.object({ status: z.enum(DISCOUNT_STATUSES) });
export type StaffDiscountCodePatch = z.infer<typeof staffDiscountCodePatchSchema>;

// Gift catalogue ----------------------------------------------------------------------------------------

export const staffGiftSchema = z.object({
  id: z.number().int(),
  /** The catalogue key (rose, coffee...), which names the picture and the members' translations. */
  key: z.string(),
  credits: z.number().int(),
  active: z.boolean(),
});
export type StaffGift = z.infer<typeof staffGiftSchema>;

export const staffGiftsAnswerSchema = z.object({ gifts: z.array(staffGiftSchema) });
export type StaffGiftsAnswer = z.infer<typeof staffGiftsAnswerSchema>;

/** A new price applies to gifts sent from now on (a sent gift keeps what it cost); inactive: not offered. */
export const staffGiftPatchSchema = z
  .object({ credits: z.number().int().min(1).max(100_000), active: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type StaffGiftPatch = z.infer<typeof staffGiftPatchSchema>;

// Payment methods per country -----------------------------------------------------------------------------

/** What a site offers members of one country at the checkout. */
export const staffCountryMethodsSchema = z.object({
  country: z.string(),
  /** Every method the payment provider takes in this country, in the order the checkout shows them. */
  available: z.array(z.enum(PAYMENT_METHODS)),
  /** The ones this site offers there, in the same order. */
  enabled: z.array(z.enum(PAYMENT_METHODS)),
  /** Whether the site has its own choice for this country; without one it offers every available method. */
  custom: z.boolean(),
});
export type StaffCountryMethods = z.infer<typeof staffCountryMethodsSchema>;

/** The site's countries first (main country first), then any other country the site has a choice for. */
export const staffPaymentMethodsAnswerSchema = z.object({ countries: z.array(staffCountryMethodsSchema) });
export type StaffPaymentMethodsAnswer = z.infer<typeof staffPaymentMethodsAnswerSchema>;

/**
 * The methods to offer in a country: at least one, each one the provider takes there (else 400). A payment
 * already started keeps its method.
 */
export const staffPaymentMethodsPutSchema = z.object({
  methods: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, 'at least one method')
    .max(PAYMENT_METHODS.length)
    .refine((list) => new Set(list).size === list.length, 'a method is listed twice'),
});
export type StaffPaymentMethodsPut = z.input<typeof staffPaymentMethodsPutSchema>;
// Content pages ------------------------------------------------------------------------------------------

export const staffContentPageSchema = contentPageTextSchema.extend({
  page: z.enum(CONTENT_TOKENS),
  locale: z.enum(LOCALES),
  updatedAt: z.string(),
  /** The staff member who saved it last; null once that account is gone. */
  updatedBy: z.string().nullable(),
});
export type StaffContentPage = z.infer<typeof staffContentPageSchema>;

/**
 * `GET /api/staff/sites/:domain/content-pages/:page/:locale`: the site's own text, or null (200) where the
 * page shows the built-in one in that locale (an unknown page or locale is a 400, an unknown site a 404).
 */
export const staffContentPageAnswerSchema = staffContentPageSchema.nullable();
export type StaffContentPageAnswer = z.infer<typeof staffContentPageAnswerSchema>;

/** Every content page with the locales this site has its own text for (the others show the built-in one). */
export const staffContentPagesAnswerSchema = z.object({
  pages: z.array(z.object({ page: z.enum(CONTENT_TOKENS), overridden: z.array(z.enum(LOCALES)) })),
});
export type StaffContentPagesAnswer = z.infer<typeof staffContentPagesAnswerSchema>;
