// Member lookup and the actions staff take on a member (/api/staff/members/*, /api/staff/payments/*). Each
// action needs a reason and writes an audit row; money actions need an Idempotency-Key header.
import { z } from 'zod';
import { urlIdSchema } from './url-id';
import { PAYMENT_STATUSES } from './domain';
import { DECISION_GROUNDS, DECISION_KINDS } from './staff-queues';
import { staffReasonSchema } from './staff-api';

const id = z.number().int().positive().max(2_147_483_647);

export const staffMembersQuerySchema = z.object({
  /** An e-mail address (exact or its start), a member id, or a name's start. */
  q: z.string().trim().min(1).max(254),
  site: urlIdSchema.optional(),
});
export type StaffMembersQuery = z.infer<typeof staffMembersQuerySchema>;

export const BAN_KINDS = ['suspend', 'ban'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

export const banStateSchema = z.object({
  kind: z.enum(BAN_KINDS),
  reason: z.string(),
  until: z.string().nullable(),
  since: z.string(),
  byStaffId: z.number().int().nullable(),
});
export type BanState = z.infer<typeof banStateSchema>;

export const staffMemberRowSchema = z.object({
  id,
  siteId: id,
  /** The branded site's name: staff of several sites tell members apart by it. */
  siteName: z.string(),
  email: z.string(),
  name: z.string(),
  signupDate: z.string(),
  lastSeenAt: z.string().nullable(),
  deleted: z.boolean(),
  ban: banStateSchema.nullable(),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;

export const staffMembersAnswerSchema = z.object({ members: z.array(staffMemberRowSchema) });
export type StaffMembersAnswer = z.infer<typeof staffMembersAnswerSchema>;

const reportBriefSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['profile', 'chat']),
  otherMemberId: z.number().int().nullable(),
  reason: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export const staffMemberFileSchema = z.object({
  member: staffMemberRowSchema.extend({
    status: z.string(),
    language: z.string(),
    credits: z.number().int(),
    creditsFrozen: z.boolean(),
    paidUser: z.boolean(),
    isFictional: z.boolean(),
    directDebitBlocked: z.boolean(),
  }),
  profile: z
    .object({
      gender: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      aboutMe: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  photos: z.array(
    z.object({ id: z.number().int(), url: z.string(), status: z.string(), isMain: z.boolean() }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  /** Logins from the session history (newest first, at most 50). */
  loginHistory: z.array(z.object({ at: z.string(), device: z.string().nullable() })),
  payments: z.array(
    z.object({
      id: z.number().int(),
      amountCents: z.number().int(),
      currency: z.string(),
      credits: z.number().int(),
      method: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      createdAt: z.string(),
      refundable: z.boolean(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      reason: z.string(),
      balanceAfter: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  reportsBy: z.array(reportBriefSchema),
  reportsAgainst: z.array(reportBriefSchema),
  blocks: z.array(z.object({ memberId: z.number().int(), direction: z.enum(['by', 'of']) })),
  notes: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      createdAt: z.string(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
  decisions: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(DECISION_KINDS),
      ground: z.enum(DECISION_GROUNDS).nullable(),
      reason: z.string(),
      decidedAt: z.string(),
      appealed: z.boolean(),
    }),
  ),
});
export type StaffMemberFile = z.infer<typeof staffMemberFileSchema>;

export const staffBanBodySchema = z
  .object({
    kind: z.enum(BAN_KINDS),
    /** Required for a suspension: when it ends (in the future). */
    until: z.iso.datetime({ offset: true }).optional(),
    ground: z.enum(DECISION_GROUNDS).optional(),
    reason: staffReasonSchema,
  })
  .refine((body) => body.kind === 'ban' || body.until !== undefined, {
    message: 'until is required for a suspension',
    path: ['until'],
  });
export type StaffBanBody = z.infer<typeof staffBanBodySchema>;

/** unban, direct-debit-block, reset-mail, end-sessions, refund. */
export const staffReasonBodySchema = z.object({ reason: staffReasonSchema });
export type StaffReasonBody = z.infer<typeof staffReasonBodySchema>;

/** A credit correction: a ledger row of `delta` (never an edit); refused when it would leave a negative balance. */
export const staffCreditsBodySchema = z.object({
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((value) => value !== 0, { message: 'delta must not be 0' }),
  reason: staffReasonSchema,
});
export type StaffCreditsBody = z.infer<typeof staffCreditsBodySchema>;

export const staffCreditsAnswerSchema = z.object({
  balance: z.number().int().min(0),
  ledgerId: z.number().int(),
});
export type StaffCreditsAnswer = z.infer<typeof staffCreditsAnswerSchema>;

export const staffRefundAnswerSchema = z.object({
  paymentId: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  creditsReversed: z.number().int(),
});
export type StaffRefundAnswer = z.infer<typeof staffRefundAnswerSchema>;

export const staffEndSessionsAnswerSchema = z.object({ ended: z.number().int().min(0) });

export const staffNoteBodySchema = z.object({ text: z.string().trim().min(1).max(4000) });
export type StaffNoteBody = z.infer<typeof staffNoteBodySchema>;
export const staffNoteAnswerSchema = z.object({ id: z.number().int() });

export const staffBanAnswerSchema = z.object({
  ban: banStateSchema.nullable(),
  statementId: z.number().int().nullable(),
});
export type StaffBanAnswer = z.infer<typeof staffBanAnswerSchema>;
