// Lander copy a site's marketing wrote in the console (issue #32 item 5): per site, lander kind (or `all`),
// locale and field one text. A missing row means the built-in message of mf-landers, as before.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { staffAccounts } from './staff';

export const landerCopy = pgTable(
  'lander_copy',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A lander kind (`gallery`, `tinderswipe`, ...) or `all` for every lander of the site. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    /** `headline`, `lead` or `cta` (LANDER_COPY_FIELDS). */
    field: text('field').notNull(),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => staffAccounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.kind, table.locale, table.field] }),
    check('lander_copy_field', sql`${table.field} in ('headline', 'lead', 'cta')`),
  ],
);
