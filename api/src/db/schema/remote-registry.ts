// The remote registry (which build of each micro-frontend a site loads) and what a visitor got at signup.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './column-helpers';
import { sites } from './sites';
import { staffAccounts } from './staff';
import { users } from './users';

/** One build a remote is served as (a version or a manifest URL) and its share of the visitors in %. */
export interface RemoteVariant {
  entry: string;
  weight: number;
}

/** The site key of an assignment for every site; real sites use their domain. */
export const ALL_SITES = '*';

/**
 * A split's guard. The control is the split's first variant (for `canary`, the version it replaced); every
 * other variant is compared with it since the split was set, and the first that trips a check sends every
 * visitor back to the control:
 * - errors: its error rate (errors per 100 views) is more than `errorMargin` percentage points above the
 *   control's, once both have `minViews` views;
 * - conversion (when `conversion`): its signup conversion (signups per visitor) is below the control's by the
 *   one-sided two-proportion test at `confidence` %, once both have `minVisits` visitors.
 */
export interface RemoteGuard {
  errorMargin: number;
  minViews: number;
  conversion: boolean;
  confidence: number;
  minVisits: number;
}

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
    guard: jsonb('guard').$type<RemoteGuard | null>(),
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
    action: text('action', { enum: ['set', 'unset', 'rollback', 'import', 'guard', 'rename'] }).notNull(),
    variants: jsonb('variants').$type<RemoteVariant[] | null>(),
    /** Why the change was made, when a machine made it (`guard`: the figures that tripped it). */
    reason: text('reason'),
    /** The staff member who made the change in the back office; null for the command line and the guard. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** Who made it when no staff account did: the operating-system user of `npm run remotes`. */
    actor: text('actor'),
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
    /** The visitor's bucket cookie at signup: the funnel joins the member to their visit by it. */
    bucket: text('bucket'),
    createdAt: createdAt(),
  },
  (table) => [
    index('signup_remote_variants_site').on(table.siteId, table.remote, table.entry),
    index('signup_remote_variants_user').on(table.userId),
    index('signup_remote_variants_bucket').on(table.siteId, table.remote, table.bucket),
  ],
);

/**
 * The funnel's first step: a visitor's (bucket's) first page load that ran JavaScript, per site and remote,
 * with the entry the server served that bucket and the tracking query of that page's URL. One row per
 * visitor, written once (POST /api/funnel-visit.php); `signupStartedAt` is their first signup check.
 */
export const funnelVisits = pgTable(
  'funnel_visits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    remote: text('remote').notNull(),
    bucket: text('bucket').notNull(),
    entry: text('entry').notNull(),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    createdAt: createdAt(),
    signupStartedAt: instant('signup_started_at'),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.remote, table.bucket] }),
    index('funnel_visits_site_time').on(table.siteId, table.remote, table.createdAt),
    index('funnel_visits_bucket').on(table.siteId, table.bucket),
  ],
);

/**
 * Per site, remote, served entry and hour: the pages the server sent that mount that remote (views) and the
 * failures the shell reported for it (POST /api/remote-errors.php). Aggregates only: no visitor, no address.
 */
export const remoteErrorCounts = pgTable(
  'remote_error_counts',
  {
    site: text('site').notNull(),
    remote: text('remote').notNull(),
    entry: text('entry').notNull(),
    hour: instant('hour').notNull(),
    views: integer('views').notNull().default(0),
    loadErrors: integer('load_errors').notNull().default(0),
    renderErrors: integer('render_errors').notNull().default(0),
    unhandledErrors: integer('unhandled_errors').notNull().default(0),
    /** The last error summary reported in that hour, for a first look at what broke. */
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.site, table.remote, table.entry, table.hour] }),
    index('remote_error_counts_remote').on(table.remote, table.entry, table.hour),
  ],
);

/**
 * What the guard did, for the marketing staff of the site: one row per rollback, shown in the back office
 * until someone dismisses it. The figures are kept, not a sentence, so each reader sees them in their language.
 */
export const remoteGuardNotices = pgTable(
  'remote_guard_notices',
  {
    id: serial('id').primaryKey(),
    /** The assignment's site key: a domain, or `*`. */
    site: text('site').notNull(),
    remote: text('remote').notNull(),
    /** The variant that tripped the guard, and the control everyone went back to. */
    entry: text('entry').notNull(),
    control: text('control').notNull(),
    /** `errors`: rates in errors per 100 views; `conversion`: signups per 100 visitors. */
    kind: text('kind', { enum: ['errors', 'conversion'] }).notNull(),
    variantValue: doublePrecision('variant_value').notNull(),
    controlValue: doublePrecision('control_value').notNull(),
    /** The variant's views (errors) or visitors (conversion) the figure rests on. */
    sample: integer('sample').notNull(),
    /** The registry change that rolled the split back. */
    changeId: integer('change_id').references(() => remoteRegistryChanges.id),
    firedAt: instant('fired_at').notNull(),
    dismissedAt: instant('dismissed_at'),
    dismissedBy: integer('dismissed_by').references(() => staffAccounts.id),
  },
  (table) => [
    index('remote_guard_notices_open').on(table.dismissedAt, table.site),
    index('remote_guard_notices_key').on(table.site, table.remote, table.firedAt),
  ],
);
