// The moderation queues of the staff back office and the decisions taken in them. Every decision about a
// member writes a statement of reasons the member receives (mail and a notice on the next visit) and may
// appeal once (member side: decisions-api.ts).
import { z } from 'zod';
import { urlIdSchema } from './url-id';

export const STAFF_QUEUES = ['photos', 'profileReports', 'chatReports', 'complaints', 'appeals'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

export const DECISION_KINDS = [
  /** Photos: the photo goes live. */
  'approve',
  /** Photos: the photo is refused. */
  'reject',
  /** Reports and complaints: nothing wrong found, no action (a complaint's sender is still mailed the answer). */
  'dismiss',
  /** Reports: the reported member is told what was wrong, nothing else happens. */
  'warn',
  /** Reports: the reported member is shut out until a date. */
  'suspend',
  /** Reports: the reported member is shut out for good. */
  'ban',
  /** Complaints: handled; the sender is mailed the answer. */
  'resolve',
  /** Appeals: the decision stands. */
  'uphold',
  /** Appeals: the decision is undone (a ban lifted, a photo restored). */
  'reverse',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** Which decisions each queue takes. */
export const QUEUE_DECISIONS: Readonly<Record<StaffQueue, readonly DecisionKind[]>> = {
  photos: ['approve', 'reject'],
  profileReports: ['dismiss', 'warn', 'suspend', 'ban'],
  chatReports: ['dismiss', 'warn', 'suspend', 'ban'],
  complaints: ['resolve', 'dismiss'],
  appeals: ['uphold', 'reverse'],
};

/** The ground a restrictive decision rests on; the member's statement of reasons names it in their language. */
export const DECISION_GROUNDS = [
  'fake_profile',
  'harassment',
  'spam',
  'nudity',
  'underage',
  'scam',
  'illegal_content',
  'other_terms',
] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

/** The member-facing decisions: each sends a statement of reasons. Approve, dismiss and resolve do not. */
export const DECISIONS_WITH_STATEMENT: readonly DecisionKind[] = [
  'reject',
  'warn',
  'suspend',
  'ban',
  'uphold',
  'reverse',
];

export const staffQueueParamSchema = z.object({ queue: z.enum(STAFF_QUEUES) });
export const staffQueueItemParamSchema = z.object({
  queue: z.enum(STAFF_QUEUES),
  id: urlIdSchema,
});

export const staffQueueQuerySchema = z.object({
  site: urlIdSchema.optional(),
  /** From the previous page's nextCursor. */
  cursor: z.string().max(60).optional(),
});

const evidenceMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  body: z.string(),
  sentAt: z.string(),
});

const memberBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  siteId: z.number().int(),
  photoUrl: z.string().nullable(),
});
export type StaffMemberBrief = z.infer<typeof memberBriefSchema>;

/** What the item is about, by queue. */
export const queueEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('photo'), photoUrl: z.string(), member: memberBriefSchema }),
  z.object({
    kind: z.literal('profileReport'),
    reason: z.string(),
    comment: z.string().nullable(),
    reporter: memberBriefSchema.nullable(),
    reported: memberBriefSchema.extend({ aboutMe: z.string().nullable(), photos: z.array(z.string()) }),
  }),
  z.object({
    kind: z.literal('chatReport'),
    reason: z.string(),
    comment: z.string().nullable(),
    reporter: memberBriefSchema.nullable(),
    reported: memberBriefSchema.nullable(),
    messages: z.array(evidenceMessageSchema),
  }),
  z.object({
    kind: z.literal('complaint'),
    /** What the sender was told to quote (`C-000042`). */
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.string(),
    text: z.string(),
    member: memberBriefSchema.nullable(),
  }),
  z.object({
    kind: z.literal('appeal'),
    text: z.string(),
    decision: z.object({
      id: z.number().int(),
      queue: z.enum(STAFF_QUEUES).nullable(),
      kind: z.enum(DECISION_KINDS),
      ground: z.enum(DECISION_GROUNDS).nullable(),
      reason: z.string(),
      decidedAt: z.string(),
      /** The staff member who took it (null when none did, as for the demo's seeded ones): not its reviewer. */
      decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
    /** The photo a photo decision was about (the rejected one), for the moderator to judge again. */
    photoUrl: z.string().nullable(),
    member: memberBriefSchema,
  }),
]);
export type QueueEvidence = z.infer<typeof queueEvidenceSchema>;

export const queueItemSchema = z.object({
  id: z.number().int(),
  queue: z.enum(STAFF_QUEUES),
  siteId: z.number().int(),
  /** The site's name, so a team working several sites sees where each item comes from. */
  siteName: z.string(),
  createdAt: z.string(),
  /** Who holds the item; null when nobody does (a claim lapses after STAFF_CLAIM_MINUTES). */
  claimedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  claimedUntil: z.string().nullable(),
  evidence: queueEvidenceSchema,
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** A claim lapses after this long, so an item a moderator left does not stay locked. */
export const STAFF_CLAIM_MINUTES = 15;

export const queueFiguresSchema = z.object({
  /** Decisions in the last 7 days. */
  decided7d: z.number().int().min(0),
  /** Median and 90th percentile seconds from an item's arrival to its decision, over the last 7 days. */
  medianSeconds: z.number().int().min(0).nullable(),
  p90Seconds: z.number().int().min(0).nullable(),
});
export type QueueFigures = z.infer<typeof queueFiguresSchema>;

export const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  nextCursor: z.string().nullable(),
  figures: queueFiguresSchema,
});
export type QueuePage = z.infer<typeof queuePageSchema>;

/** GET queues: open items per queue the staff member works (QUEUE_PERMISSIONS), over the sites they may see. */
export const queueCountsSchema = z.object({
  counts: z.object({
    photos: z.number().int().min(0).optional(),
    profileReports: z.number().int().min(0).optional(),
    chatReports: z.number().int().min(0).optional(),
    complaints: z.number().int().min(0).optional(),
    appeals: z.number().int().min(0).optional(),
  }),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const claimAnswerSchema = z.object({
  id: z.number().int(),
  claimedBy: z.object({ id: z.number().int(), name: z.string() }),
  claimedUntil: z.string(),
});
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

export const decideBodySchema = z.object({
  decision: z.enum(DECISION_KINDS),
  /** Shown to the member in the statement of reasons (the facts); required for every decision. */
  reason: z.string().trim().min(3).max(2000),
  ground: z.enum(DECISION_GROUNDS).optional(),
  /** A suspension's end (required with 'suspend', in the future). */
  until: z.iso.datetime({ offset: true }).optional(),
});
export type DecideBody = z.infer<typeof decideBodySchema>;

export const decideAnswerSchema = z.object({
  id: z.number().int(),
  decision: z.enum(DECISION_KINDS),
  /** The statement of reasons sent to the member; null when the decision sends none. */
  statementId: z.number().int().nullable(),
});
export type DecideAnswer = z.infer<typeof decideAnswerSchema>;
