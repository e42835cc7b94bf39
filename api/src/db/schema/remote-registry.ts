// The remote registry (which build of each micro-frontend a site loads) and what a visitor got at signup.
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './column-helpers';
import { sites } from './sites';
import { users } from './users';

/** One build a remote is served as (a version or a manifest URL) and its share of the visitors in %. */
export interface RemoteVariant {
  entry: string;
  weight: number;
}

/** The site key of an assignment for every site; real sites use their domain. */
export const ALL_SITES = '*';

/**
 * The current assignment per site and remote (`*` = every site without its own). Weights sum to 100. No row:
 * the remote follows the all-sites row, else its package version. Every instance reads this table, so all
 * of them answer the same.
 */
export const remoteAssignments = pgTable(
  'remote_assignments',
  {
    site: text('site').notNull(),
    remote: text('remote').notNull(),
    variants: jsonb('variants').$type<RemoteVariant[]>().notNull(),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.site, table.remote] })],
);

/**
 * Every change of an assignment, append-only: `set` (also splits and unset, with `variants` null), `import`
 * (from the old remotes.json) and `rollback`. Rollback replays this log as a stack, so each one undoes the
 * change before it. Its highest id is the registry's version: instances reload when it moves.
 */
export const remoteRegistryChanges = pgTable(
  'remote_registry_changes',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    remote: text('remote').notNull(),
    action: text('action', { enum: ['set', 'unset', 'rollback', 'import'] }).notNull(),
    variants: jsonb('variants').$type<RemoteVariant[] | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('remote_registry_changes_key').on(table.site, table.remote, table.id)],
);

/** Which build of each remote a new member was served when signing up (A/B statistics). */
export const signupRemoteVariants = pgTable(
  'signup_remote_variants',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    // Kept when the account is purged, so the statistics of a finished test stay whole.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remote: text('remote').notNull(),
    entry: text('entry').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('signup_remote_variants_site').on(table.siteId, table.remote, table.entry),
    index('signup_remote_variants_user').on(table.userId),
  ],
);
