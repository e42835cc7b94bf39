// The staff back office's API (/api/staff/*): session, dashboard and audit log. Queues and member lookup are
// in staff-queues.ts and staff-members.ts. Every answer here is what mf-staff renders; the server validates
// requests with the same schemas.
import { z } from 'zod';
import { MAX_ID, urlIdSchema } from './url-id';
import { LOCALES } from './locales';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';
import { STAFF_QUEUES } from './staff-queues';

const id = z.number().int().positive().max(2_147_483_647);
/** Path ids arrive as text. */
export const staffIdParamSchema = z.object({ id: urlIdSchema });

/** Staff sessions end after this long without a request (members' last 30 days; staff sessions are powerful). */
export const STAFF_SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** However active, a staff session ends this long after its login. */
export const STAFF_SESSION_MAX_SECONDS = 24 * 60 * 60;
/** A setup link (printed by `npm run staff -- create`, or shown once in the back office's Team page) works this long. */
export const STAFF_SETUP_TOKEN_HOURS = 72;

/** The free text a staff member gives for an action: required, one to two thousand characters. */
export const staffReasonSchema = z.string().trim().min(3).max(2000);

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const staffLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
  code: totpCodeSchema,
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffSiteSchema = z.object({ id, domain: z.string(), name: z.string(), currency: z.string() });
export type StaffSite = z.infer<typeof staffSiteSchema>;

export const staffMemberSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Ids of the sites this staff member may see; null: all of them. */
  sites: z.array(id).nullable(),
  /** The sites they may see, for pickers (all sites when `sites` is null). */
  siteList: z.array(staffSiteSchema),
  locale: z.enum(LOCALES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST login, GET me. */
export const staffSessionAnswerSchema = z.object({ staff: staffMemberSchema });
export type StaffSessionAnswer = z.infer<typeof staffSessionAnswerSchema>;

/** POST setup: the one-time link's token and the password chosen; answers the authenticator's secret. */
export const staffSetupBodySchema = z.object({
  token: z.string().trim().min(20).max(100),
  password: z.string().min(12).max(200),
});
export type StaffSetupBody = z.infer<typeof staffSetupBodySchema>;
export const staffSetupAnswerSchema = z.object({
  /** otpauth://totp/... for a QR code. */
  totpUri: z.string(),
  /** The same secret in base32, for typing into an authenticator. */
  secret: z.string(),
});
export type StaffSetupAnswer = z.infer<typeof staffSetupAnswerSchema>;

/** POST setup/confirm: the first code from the authenticator; the account is usable from then on. */
export const staffSetupConfirmBodySchema = z.object({
  token: z.string().trim().min(20).max(100),
  code: totpCodeSchema,
});
export type StaffSetupConfirmBody = z.infer<typeof staffSetupConfirmBodySchema>;

export const staffOkSchema = z.object({ ok: z.literal(true) });

/**
 * POST me/password: a staff member changes their own password, proving the current one; their other
 * sessions end (this one stays). The new one follows the setup link's rule.
 */
export const staffPasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: staffSetupBodySchema.shape.password,
});
export type StaffPasswordBody = z.infer<typeof staffPasswordBodySchema>;

/** PATCH me: the language of the back office and its error messages. */
export const staffLocaleBodySchema = z.object({ locale: z.enum(LOCALES) });

// Dashboard ---------------------------------------------------------------------------------------------

export const staffDashboardQuerySchema = z.object({ site: urlIdSchema.optional() });

export const queueSizesSchema = z.object(
  Object.fromEntries(STAFF_QUEUES.map((queue) => [queue, z.number().int().min(0)])) as Record<
    (typeof STAFF_QUEUES)[number],
    z.ZodNumber
  >,
);
export type QueueSizes = z.infer<typeof queueSizesSchema>;

export const dashboardSiteSchema = z.object({
  site: staffSiteSchema,
  /** Today in UTC, from midnight. */
  signups: z.number().int().min(0),
  activations: z.number().int().min(0),
  firstPayments: z.number().int().min(0),
  /** Completed payments today less refunds, in minor units of the site's currency. */
  revenueCents: z.number().int(),
  currency: z.string().length(3),
  openQueues: queueSizesSchema,
  /** Age in seconds of the oldest open item over all queues; null when all are empty. */
  oldestItemAgeSeconds: z.number().int().min(0).nullable(),
});
export type DashboardSite = z.infer<typeof dashboardSiteSchema>;

export const staffDashboardAnswerSchema = z.object({ sites: z.array(dashboardSiteSchema) });
export type StaffDashboardAnswer = z.infer<typeof staffDashboardAnswerSchema>;

// Audit log ---------------------------------------------------------------------------------------------

export const STAFF_AUDIT_ACTIONS = [
  'staff.created',
  'staff.setup',
  'staff.login',
  'staff.login_failed',
  'staff.setup_started',
  'staff.locale',
  'staff.password_change',
  'staff.logout',
  'staff.update',
  'staff.disable',
  'staff.enable',
  'staff.reset_two_factor',
  'queue.claim',
  'queue.release',
  'queue.decide',
  'member.suspend',
  'member.ban',
  'member.unban',
  'member.credits',
  'member.direct_debit_block',
  'member.reset_mail',
  'member.end_sessions',
  'member.note',
  'payment.refund',
  'site.create',
  'site.update',
  'site.signups',
  'site.invite_code',
  'site.bundle',
  'site.discount_code',
  'site.gift',
  'site.payment_methods',
  'site.content_page',
  'site.lander_copy',
  'payment.chargeback',
  'member.credits_unfreeze',
  'registry.change',
  'registry.guard_dismiss',
  'inbox.answer',
  'inbox.languages',
  'inbox.claim',
  'inbox.release',
  'inbox.fact',
  'member.view',
  'member.search',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

export const STAFF_AUDIT_TARGETS = [
  'staff',
  'member',
  'payment',
  'photo',
  'profile_report',
  'chat_report',
  'complaint',
  'appeal',
  'site',
] as const;
export type StaffAuditTarget = (typeof STAFF_AUDIT_TARGETS)[number];

export const staffAuditQuerySchema = z.object({
  actor: urlIdSchema.optional(),
  action: z.enum(STAFF_AUDIT_ACTIONS).optional(),
  /** `<target type>:<id>`, e.g. `member:42`; the id as urlIdSchema takes it. */
  target: z
    .string()
    .regex(/^[a-z_]+:\d+$/)
    .refine((target) => urlIdSchema.safeParse(target.split(':')[1]).success, {
      message: `The target's id is a whole number from 1 to ${MAX_ID}, written in digits only.`,
    })
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().max(40).optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditEntrySchema = z.object({
  id,
  at: z.string(),
  actor: z.object({ id, email: z.string(), name: z.string() }).nullable(),
  /** 'machine': the machine token (Bearer ADMIN_TOKEN), with no actor. */
  role: z.enum([...STAFF_ROLES, 'machine']).nullable(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  targetType: z.enum(STAFF_AUDIT_TARGETS).nullable(),
  targetId: z.number().int().nullable(),
  siteId: z.number().int().nullable(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditAnswerSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  /** Pass as `cursor` for older entries; null at the end. */
  nextCursor: z.string().nullable(),
});
export type StaffAuditAnswer = z.infer<typeof staffAuditAnswerSchema>;

// Errors ------------------------------------------------------------------------------------------------

/**
 * The error ids only /api/staff/* answers, with `message` in the staff member's language (the member-facing
 * ones of decisions and bans are in API_ERROR_IDS).
 */
export const STAFF_ERROR_IDS = [
  /** 401: no staff session (or it ended). */
  'staff_authentication_required',
  /** 401: e-mail, password or code wrong (which one is not said). */
  'staff_login_failed',
  /** 403: the role lacks the permission. */
  'staff_permission_denied',
  /** 403: the item or member belongs to a site this staff member may not see. */
  'staff_site_forbidden',
  /** 400: the setup link is unknown, used or expired. */
  'staff_setup_invalid',
  /** 400: the authenticator code is wrong. */
  'staff_code_invalid',
  /** 409: a staff account with this e-mail address exists already. */
  'staff_email_taken',
  /** 400: a site named for a staff account does not exist. */
  'staff_site_unknown',
  /** 409: an admin may not disable, demote, limit or reset their own account. */
  'staff_self_change',
  /** 409: the change would leave no active admin who sees every site. */
  'staff_last_admin',
  /** 400: the current password given to change it is wrong. */
  'staff_password_wrong',
  'queue_item_not_found',
  /** 409: another staff member holds the item. */
  'queue_item_claimed',
  /** 409: decide needs a claim of one's own. */
  'queue_item_not_claimed',
  /** 400: the decision breaks a rule; `details.case` says which (STAFF_ERROR_CASES). */
  'decision_not_allowed',
  /** 409: the member is not banned (unban) or already is (ban). */
  'member_not_banned',
  'member_already_banned',
  /** 409: a credit correction would leave a negative balance. */
  'credits_would_go_negative',
  /** 400: a money action without an Idempotency-Key header. */
  'idempotency_key_required',
  /**
   * 403: not a conversation this operator may open: none with that id, one between two real members, or a
   * site or language not assigned (one answer for all, so guessing ids tells nothing).
   */
  'inbox_conversation_forbidden',
  /** 422: an operator's answer is shorter than the site's minimum. */
  'inbox_answer_too_short',
  /** 422: an operator's answer holds a link, e-mail address or phone number. */
  'inbox_answer_has_contact',
  /** 404: the photo is not one of the profile's own. */
  'inbox_photo_not_found',
  /** 400: a split's variants are not whole percentages from 1 to 99, each entry once, adding up to 100. */
  'registry_split_invalid',
  /** 400: an entry is neither a built version nor a manifest URL, or was built for another shell contract. */
  'registry_entry_unavailable',
  /** 400: a guard's error rate is not a percentage above 0 with at most two decimals. */
  'registry_guard_invalid',
  /** 409: the remote has no change on this site to roll back. */
  'registry_nothing_to_roll_back',
  /** 409: another site already has this domain. */
  'site_domain_taken',
  /** 409: the site already has this discount code (or every site has it). */
  'discount_code_exists',
] as const;
export type StaffErrorId = (typeof STAFF_ERROR_IDS)[number];

/**
 * Errors whose id alone is too coarse for a useful sentence carry `details: { case }`, one of these, and the
 * back office's message says that case (which decisions the queue takes, what it was that is not there).
 */
export const STAFF_ERROR_CASES = {
  decision_not_allowed: [
    /** The decision is not one this queue takes (`details.queue`, `details.decisions`: the ones it does). */
    ...STAFF_QUEUES.map((queue) => `queue_${queue}` as const),
    /** A suspension without an end, or one in the past. */
    'suspension_end',
    /** The member the item is about was deleted: a report can only be dismissed. */
    'member_gone',
    /** An appeal of the staff member's own decision: another one reviews it (claim and decide refuse it). */
    'own_decision',
  ],
  not_found: [
    /** No such site, or none this staff member may see or edit. */
    'site',
    'bundle',
    'discount_code',
    'gift',
    'tracking_record',
    /** A content page's own text to remove, where the page shows the built-in text. */
    'content_page',
    'guard_notice',
    'staff_account',
    /** A funnel winner that is not one of the variants the site serves. */
    'funnel_variant',
  ],
} as const;
export type StaffCaseErrorId = keyof typeof STAFF_ERROR_CASES;
export type StaffErrorCase<E extends StaffCaseErrorId> = (typeof STAFF_ERROR_CASES)[E][number];
