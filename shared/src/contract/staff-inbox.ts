// The operator inbox of the back office (issue 31): operators answer members' messages as the site's
// fictional profiles. The queue, claims, the answer screen's context, facts and the response-time figures.
import { z } from 'zod';
import { MAX_ID, urlIdSchema } from './url-id';
import { LOCALES } from './locales';

/** A claim lasts this long and renews while the operator types; a lapsed one returns the item to the queue. */
export const INBOX_CLAIM_SECONDS = 120;
/** The shortest answer a site accepts when it has set nothing. */
export const INBOX_DEFAULT_MIN_ANSWER_LENGTH = 20;
export const INBOX_FACT_MAX_LENGTH = 300;

const id = z.number().int().positive();

export const inboxQuerySchema = z.object({
  site: urlIdSchema.optional(),
  language: z.enum(LOCALES).optional(),
});

export const inboxConversationParamSchema = z.object({ id: urlIdSchema });

const staffRef = z.object({ id, name: z.string() });

export const inboxItemSchema = z.object({
  conversationId: id,
  siteId: id,
  language: z.enum(LOCALES),
  /** When the member's first unanswered message arrived. */
  waitingSince: z.string(),
  lastMessageAt: z.string(),
  member: z.object({ id, name: z.string() }),
  profile: z.object({ id, name: z.string() }),
  claimedBy: staffRef.extend({ until: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  waiting: z.number().int().min(0),
  oldestWaitSeconds: z.number().int().min(0).nullable(),
  /** The server's clock, so the page counts waits up from the same moment. */
  serverTime: z.string(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxClaimAnswerSchema = z.object({ conversationId: id, claimedUntil: z.string() });
export type InboxClaimAnswer = z.infer<typeof inboxClaimAnswerSchema>;

const profileCardSchema = z.object({
  id,
  name: z.string(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  gender: z.string(),
  /** Named in the staff member's language (the answer screen is theirs). */
  interests: z.array(z.string()),
  about: z.string().nullable(),
  language: z.enum(LOCALES),
  fictional: z.boolean(),
  photos: z.array(z.object({ id, thumbUrl: z.string(), url: z.string() })),
});
export type InboxProfileCard = z.infer<typeof profileCardSchema>;

export const INBOX_FACT_SUBJECTS = ['member', 'profile'] as const;
export type InboxFactSubject = (typeof INBOX_FACT_SUBJECTS)[number];

export const inboxFactSchema = z.object({
  id,
  about: z.enum(INBOX_FACT_SUBJECTS),
  text: z.string(),
  createdAt: z.string(),
  staffName: z.string().nullable(),
});
export type InboxFact = z.infer<typeof inboxFactSchema>;

export const inboxMessageSchema = z.object({
  id,
  fromMember: z.boolean(),
  body: z.string(),
  sentAt: z.string(),
  gift: z.object({ name: z.string() }).nullable(),
  photo: z.object({ thumbUrl: z.string(), unlocked: z.boolean() }).nullable(),
  /** The operator who wrote a profile's message (staff only; the member never sees it). */
  staffName: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxConversationSchema = z.object({
  conversationId: id,
  siteId: id,
  siteName: z.string(),
  member: profileCardSchema,
  profile: profileCardSchema,
  messages: z.array(inboxMessageSchema),
  facts: z.array(inboxFactSchema),
  lastGifts: z.array(z.object({ name: z.string(), sentAt: z.string() })),
  unlockedPhotos: z.array(z.object({ messageId: id, thumbUrl: z.string(), unlockedAt: z.string() })),
  waitingSince: z.string().nullable(),
  claimedBy: staffRef.extend({ until: z.string() }).nullable(),
  minAnswerLength: z.number().int(),
  maxAnswerLength: z.number().int(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxAnswerBodySchema = z.object({
  body: z.string().max(10_000),
  clientMessageId: z.string().uuid(),
});
export const inboxPhotoBodySchema = z.object({ photoId: id.max(MAX_ID), clientMessageId: z.string().uuid() });
export const inboxAnswerResultSchema = z.object({ messageId: id, sentAt: z.string() });
export type InboxAnswerResult = z.infer<typeof inboxAnswerResultSchema>;

export const inboxFactBodySchema = z.object({
  about: z.enum(INBOX_FACT_SUBJECTS),
  text: z.string().trim().min(1).max(INBOX_FACT_MAX_LENGTH),
});

export const inboxLanguagesBodySchema = z.object({ languages: z.array(z.enum(LOCALES)).nullable() });
export const inboxStaffParamSchema = z.object({ staffId: urlIdSchema });

const figureRow = {
  answersLastHour: z.number().int(),
  answers24h: z.number().int(),
  medianFirstAnswerSeconds: z.number().int().nullable(),
  p90FirstAnswerSeconds: z.number().int().nullable(),
};

export const inboxFiguresSchema = z.object({
  sites: z.array(
    z.object({
      siteId: id,
      name: z.string(),
      ...figureRow,
      waiting: z.number().int(),
      oldestWaitSeconds: z.number().int().nullable(),
    }),
  ),
  operators: z.array(z.object({ staffId: id, name: z.string(), ...figureRow })),
});
export type InboxFigures = z.infer<typeof inboxFiguresSchema>;

/**
 * What the inbox's live socket (`/api/staff/inbox/live`) sends: refetch the queue (and the open item). The
 * server instances pass it to each other over Redis, and each checks what it got before it relays it.
 */
export const inboxLiveFrameSchema = z.object({
  type: z.literal('inbox.changed'),
  siteId: id,
  conversationId: id,
});
export type InboxLiveFrame = z.infer<typeof inboxLiveFrameSchema>;
