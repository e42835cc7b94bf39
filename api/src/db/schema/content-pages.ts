import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { staffAccounts } from './staff';

/**
 * A site's own text of a content page (terms, privacy, FAQ...) in one locale, written in the console. A page
 * and locale without a row shows the built-in document (shell/src/features/content-pages/documents).
 */
export const siteContentPages = pgTable(
  'site_content_pages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A content token of the contract (terms, privacy, cookies, faq, return-policy, service, ban). */
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Structured text: `## ` lines are headings, `- ` lines list items, blank lines end a paragraph. */
    body: text('body').notNull(),
    /** The version date the page prints ("valid from"). */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.page, table.locale] })],
);
