import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MinimumMessageCost, ProfileField, SearchField, SignupMode } from '@dating/shared/contract';

export const companyInfo = pgTable('company_info', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull().default([]),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull().default([]),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});

/** One branded site; the request's domain picks it. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull().unique(),
    /**
     * More names that serve this site (an old brand, a country domain). The site stays known by `domain`
     * (links, mails, the remote registry); the console keeps every name unique across all sites.
     */
    otherDomains: text('other_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    niche: smallint('niche').notNull(),
    domainLanguage: text('domain_language').notNull(),
    countries: jsonb('countries').$type<string[]>().notNull(),
    currency: text('currency').notNull().default('EUR'),
    cdnPrefix: text('cdn_prefix').notNull().default(''),
    signups: text('signups').$type<SignupMode>().notNull().default('all'),
    loggedOutSearch: boolean('logged_out_search').notNull().default(false),
    loggedOutSearchTrafficsource: boolean('logged_out_search_trafficsource').notNull().default(false),
    enableSiteEntryPopup: boolean('enable_site_entry_popup').notNull().default(true),
    siteEntryPopupCountries: jsonb('site_entry_popup_countries').$type<string[]>().notNull().default([]),
    supportPhone: text('support_phone').notNull(),
    supportEmail: text('support_email').notNull(),
    mailName: text('mail_name').notNull(),
    indexTitle: text('index_title').notNull(),
    description: text('description').notNull(),
    fictionalIcon: boolean('fictional_icon').notNull().default(true),
    fictionalWarning: text('fictional_warning').notNull(),
    fictionalSingular: text('fictional_singular').notNull(),
    fictionalPlural: text('fictional_plural').notNull(),
    visibleProfileFields: jsonb('visible_profile_fields').$type<ProfileField[]>().notNull(),
    visibleProfileNotes: jsonb('visible_profile_notes')
      .$type<Partial<Record<ProfileField, string>>>()
      .notNull()
      .default({}),
    searchFields: jsonb('search_fields').$type<SearchField[]>().notNull(),
    minimumMessageCosts: jsonb('minimum_message_costs').$type<Record<string, MinimumMessageCost>>().notNull(),
    messageCredits: integer('message_credits').notNull(),
    signupCredits: integer('signup_credits').notNull(),
    photoCredits: integer('photo_credits').notNull(),
    giftCredits: integer('gift_credits').notNull(),
    messageLength: integer('message_length').notNull(),
    refundDays: integer('refund_days').notNull(),
    memberResell: boolean('member_resell').notNull().default(false),
    photoModeration: boolean('photo_moderation').notNull().default(true),
    usFooter: boolean('us_footer').notNull().default(false),
    welcomeDiscountPercentage: integer('welcome_discount_percentage').notNull().default(25),
    welcomeDiscountHours: integer('welcome_discount_hours').notNull().default(48),
    /** Which payment provider takes this site's payments; 'mollie' also needs MOLLIE_API_KEY. */
    paymentProvider: text('payment_provider').$type<'sandbox' | 'mollie'>().notNull().default('sandbox'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyInfo.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sites_niche_range', sql`${table.niche} between 1 and 7`),
    check('sites_signups_mode', sql`${table.signups} in ('all', 'with_trafficsource', 'none', 'closed')`),
    check('sites_positive_limits', sql`${table.messageLength} > 0 and ${table.refundDays} >= 0`),
    check('sites_other_domains_max', sql`cardinality(${table.otherDomains}) <= 10`),
    check('sites_payment_provider', sql`${table.paymentProvider} in ('sandbox', 'mollie')`),
  ],
);
