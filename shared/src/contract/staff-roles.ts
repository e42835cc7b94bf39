// Staff roles and what each may do. The server checks every /api/staff/* call against this table and
// mf-staff hides what a role cannot use; one table, so the two never disagree.
import type { StaffQueue } from './staff-queues';

export const STAFF_ROLES = ['admin', 'moderator', 'support', 'operator', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** GET dashboard: per-site figures. */
  'dashboard.read',
  /** The moderation queues, all of them: list, claim, release, decide. */
  'queues.moderate',
  /** The complaints queue alone: list, claim, release, resolve or dismiss. */
  'queues.complaints',
  /** Member lookup and a member's file (profile, sessions, payments, ledger, reports, notes). */
  'members.read',
  /** Suspend, ban and lift a ban. */
  'members.ban',
  /** End a member's sessions. */
  'members.end_sessions',
  /** Send a member a password reset mail. */
  'members.reset_mail',
  /** Write staff notes on a member. */
  'members.notes',
  /** Refund a payment. */
  'payments.refund',
  /** Add or take credits as a ledger correction. */
  'credits.correct',
  /** Block a member's direct debit. */
  'direct_debit.block',
  /** Read the audit log (every staff member's actions). */
  'audit.read',
  /** Create and edit branded sites (domains, prices, bundles, discount codes, gifts, texts), tracking exports. */
  'sites.manage',
  /** The remote registry per site: set, split, roll back and unset a remote's version (landers A/B tests). */
  'remotes.manage',
  /** The signup funnel per lander variant and traffic source, and its CSV export. */
  'funnel.read',
  /** Lander copy (headlines, leads, calls to action) per site and locale. */
  'landers.copy',
  /** The development mailbox and SMS outbox pages. */
  'outbox.read',
  /** Staff accounts: create, change role, disable. */
  'staff.manage',
  /** The operator inbox: the queue, claims, answers as fictional profiles, facts. */
  'inbox.answer',
  /** The inbox's response-time figures per site and operator. */
  'inbox.figures',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const MODERATION: readonly StaffPermission[] = [
  'dashboard.read',
  'queues.moderate',
  'members.read',
  'members.ban',
  'members.end_sessions',
  'members.notes',
];

const SUPPORT: readonly StaffPermission[] = [
  'dashboard.read',
  'queues.complaints',
  'members.read',
  'members.end_sessions',
  'members.reset_mail',
  'members.notes',
  'payments.refund',
  'credits.correct',
  'direct_debit.block',
];

/** What each role may do. Support does not ban: a ban is a moderation decision with a statement of reasons. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  moderator: MODERATION,
  support: SUPPORT,
  operator: ['dashboard.read', 'outbox.read', 'inbox.answer', 'inbox.figures'],
  marketing: ['dashboard.read', 'remotes.manage', 'funnel.read', 'landers.copy'],
};

/**
 * The permissions that open each queue (any one of them). Complaints are mostly payments, technical and
 * privacy questions, which support answers; reports, photos and appeals are decisions about a member's
 * conduct or content with a statement of reasons, which stay with moderation.
 */
export const QUEUE_PERMISSIONS = {
  photos: ['queues.moderate'],
  profileReports: ['queues.moderate'],
  chatReports: ['queues.moderate'],
  complaints: ['queues.moderate', 'queues.complaints'],
  appeals: ['queues.moderate'],
} as const satisfies Readonly<Record<StaffQueue, readonly StaffPermission[]>>;

/** Whether these permissions open `queue`. */
export function mayWorkQueue(permissions: readonly StaffPermission[], queue: StaffQueue): boolean {
  return QUEUE_PERMISSIONS[queue].some((permission) => permissions.includes(permission));
}

export function roleHasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
