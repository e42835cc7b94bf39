// The back office's landers-and-remotes console (/api/staff/remotes*, permission `remotes.manage`): the
// remote registry per site with the same actions as `npm run remotes` (docs/deploying-remotes.md). The
// requests carry only shapes here; what a split or a guard may be is the command line's own check, which the
// server runs on them, so the two never disagree.
import { z } from 'zod';
import { MAX_ID, urlIdSchema } from './url-id';
import { REMOTES } from './route-owners';

/** The remote packages, by folder name (`mf-landers`), as the registry and the command line name them. */
export const REGISTRY_REMOTES = Object.values(REMOTES) as [
  (typeof REMOTES)[keyof typeof REMOTES],
  ...(typeof REMOTES)[keyof typeof REMOTES][],
];
export type RegistryRemote = (typeof REGISTRY_REMOTES)[number];

/** The all-sites row: what every site without an assignment of its own loads. */
export const ALL_SITES_KEY = '*';

/**
 * `site`: a site's id (a number in a body, digits in a query), or `*` for the all-sites row (staff without a
 * site limit only).
 */
export const staffRegistrySiteSchema = z.union([
  z.literal(ALL_SITES_KEY),
  z.number().int().positive().max(MAX_ID),
  urlIdSchema,
]);

export const staffRemotesQuerySchema = z.object({ site: staffRegistrySiteSchema });
export type StaffRemotesQuery = z.input<typeof staffRemotesQuerySchema>;

/**
 * The remotes the console manages: every member-facing one. The back office's own build (`mf-staff`) stays
 * with the engineers' command line, so that no console action can break the console that would undo it.
 */
export const consoleRemoteSchema = z.enum(REGISTRY_REMOTES).exclude(['mf-staff']);
export type ConsoleRemote = z.infer<typeof consoleRemoteSchema>;

export const staffRemoteParamsSchema = z.object({ remote: consoleRemoteSchema });

/** A version (`1.4.0`) or a manifest URL: the command line checks which, and that a version is built. */
const entrySchema = z.string().trim().min(1).max(300);

export const registryVariantSchema = z.object({ entry: z.string(), weight: z.number() });
export type RegistryVariant = z.infer<typeof registryVariantSchema>;

/**
 * A split's guard (docs/deploying-remotes.md): the control is the split's first variant. Another variant goes
 * back to it, with every visitor, when its error rate is more than `errorMargin` percentage points above the
 * control's (both with `minViews` views), or, with `conversion`, when its signup conversion is below the
 * control's by the one-sided two-proportion test at `confidence` % (both with `minVisits` visitors).
 */
export const registryGuardSchema = z.object({
  errorMargin: z.number(),
  minViews: z.number().int(),
  conversion: z.boolean(),
  confidence: z.number(),
  minVisits: z.number().int(),
});
export type RegistryGuard = z.infer<typeof registryGuardSchema>;

export const staffRemoteSetBodySchema = z.object({ site: staffRegistrySiteSchema, entry: entrySchema });
export type StaffRemoteSetBody = z.input<typeof staffRemoteSetBodySchema>;

export const staffRemoteSplitBodySchema = z.object({
  site: staffRegistrySiteSchema,
  variants: z
    .array(z.object({ entry: entrySchema, weight: z.number().finite() }))
    .min(1)
    .max(20),
  /** The guard; what is left out takes the command line's default (`--guard on`). */
  guard: z
    .object({
      errorMargin: z.number().finite(),
      minViews: z.number().int().min(0).optional(),
      conversion: z.boolean().optional(),
      confidence: z.number().finite().optional(),
      minVisits: z.number().int().min(0).optional(),
    })
    .nullable()
    .optional(),
});
export type StaffRemoteSplitBody = z.input<typeof staffRemoteSplitBodySchema>;

/** Rollback and unset name only the site. */
export const staffRemoteSiteBodySchema = z.object({ site: staffRegistrySiteSchema });
export type StaffRemoteSiteBody = z.input<typeof staffRemoteSiteBodySchema>;

export const variantErrorsSchema = z.object({
  entry: z.string(),
  views: z.number().int().min(0),
  errors: z.number().int().min(0),
  /** Errors per 100 views; null before the first view. */
  rate: z.number().nullable(),
});
export type VariantErrors = z.infer<typeof variantErrorsSchema>;

export const GUARD_KINDS = ['errors', 'conversion'] as const;
export type GuardKind = (typeof GUARD_KINDS)[number];

/** What a split's guard did: rolled the split back to `control` because `entry` failed next to it. */
export const guardNoticeSchema = z.object({
  id: z.number().int(),
  /** The assignment's site: a domain, or `*`. */
  site: z.string(),
  remote: z.string(),
  entry: z.string(),
  control: z.string(),
  /** `errors`: errors per 100 views; `conversion`: signups per 100 visitors. */
  kind: z.enum(GUARD_KINDS),
  variantValue: z.number(),
  controlValue: z.number(),
  /** The variant's views (errors) or visitors (conversion). */
  sample: z.number().int(),
  firedAt: z.string(),
  dismissedAt: z.string().nullable(),
});
export type GuardNotice = z.infer<typeof guardNoticeSchema>;

/** The guard's notices not yet dismissed, of the sites the staff member sees, newest first. */
export const staffGuardNoticesAnswerSchema = z.object({ notices: z.array(guardNoticeSchema) });
export type StaffGuardNoticesAnswer = z.infer<typeof staffGuardNoticesAnswerSchema>;

export const staffGuardNoticeParamsSchema = z.object({ id: urlIdSchema });

export const staffRemoteStateSchema = z.object({
  remote: z.enum(REGISTRY_REMOTES),
  /** Where what it loads comes from: this site's row, the all-sites row, or its package version. */
  from: z.enum(['site', 'all sites', 'package']),
  variants: z.array(registryVariantSchema),
  guard: registryGuardSchema.nullable(),
  /** The version a guard compares with and rolls back to: the first variant of a split; null otherwise. */
  control: z.string().nullable(),
  /** The guard's last rollback of this remote on this site (dismissed or not), or null. */
  lastGuard: guardNoticeSchema.nullable(),
  /**
   * What "roll back" returns to: `to` the previous assignment (null: none of this page's own, so the all-sites
   * one or the package version); null when there is no change to undo.
   */
  rollback: z.object({ to: z.array(registryVariantSchema).nullable() }).nullable(),
  /** When the assignment in force was set (null: the package version); error rates count from then. */
  since: z.string().nullable(),
  /** Views and errors per variant since `since` (the last 24 hours for the package version). */
  errors: z.array(variantErrorsSchema),
  packageVersion: z.string(),
  /** Built versions, newest build first. */
  built: z.array(z.string()),
});
export type StaffRemoteState = z.infer<typeof staffRemoteStateSchema>;

export const staffRemotesAnswerSchema = z.object({
  site: z.object({ id: z.number().int().nullable(), domain: z.string() }),
  remotes: z.array(staffRemoteStateSchema),
});
export type StaffRemotesAnswer = z.infer<typeof staffRemotesAnswerSchema>;

/** `rename`: the site's domain changed in the site console and its assignment moved along, unchanged. */
export const REGISTRY_CHANGE_ACTIONS = ['set', 'unset', 'rollback', 'import', 'guard', 'rename'] as const;
export type RegistryChangeAction = (typeof REGISTRY_CHANGE_ACTIONS)[number];

export const registryChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(REGISTRY_CHANGE_ACTIONS),
  /** The assignment after the change; null: none (the remote follows the all-sites row or its package). */
  variants: z.array(registryVariantSchema).nullable(),
  /** Why the server changed it by itself (the guard). */
  reason: z.string().nullable(),
  /** The staff member, or the command line's user; null for the guard and changes older than the console. */
  by: z.string().nullable(),
});
export type RegistryChange = z.infer<typeof registryChangeSchema>;

/** Newest first. */
export const staffRemoteHistoryAnswerSchema = z.object({ changes: z.array(registryChangeSchema) });
export type StaffRemoteHistoryAnswer = z.infer<typeof staffRemoteHistoryAnswerSchema>;
