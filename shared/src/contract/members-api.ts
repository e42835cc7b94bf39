// Requests and answers of the members area's API calls (search, profiles, likes, match finder, swipe game,
// own photos, notifications, blocking) as zod schemas; the types are inferred from them. The server's routes
// use these schemas (it refines a few requests further, e.g. a known time zone), and the browser imports only
// the types, so the schemas stay out of its bundles.
import { z } from 'zod';
import { mainImageSchema } from './api-types';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  MIN_AGE,
  PROFILE_FIELDS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
} from './domain';
import { memberCardBaseSchema } from './member-card-base';
import { dateOfBirthSchema, memberNameSchema, memberTextSchema } from './validation/common';

const memberId = z.number().int().positive().max(2_147_483_647);

/** How a member's presence is shown: `now` (a live socket open), `recently` (seen within a day), or nothing. */
export const memberPresenceSchema = z.enum(['now', 'recently']).nullable();
export type MemberPresence = z.infer<typeof memberPresenceSchema>;

/** The small profile every list of the members API answers (search, swipe game, match finder, notifications, blocks). */
export const memberCardSchema = memberCardBaseSchema.extend({
  main_image: mainImageSchema.nullable(),
  fictional: z.boolean(),
  /** Invisible members are always null. Left out by lists that do not show it. */
  online: memberPresenceSchema.optional(),
});
export type MemberCardData = z.infer<typeof memberCardSchema>;

const age = z.coerce.number().int().min(MIN_AGE).max(120);
// A repeated query parameter arrives as an array, a single one as a string.
const interestList = z
  .union([z.enum(INTERESTS), z.array(z.enum(INTERESTS)).max(INTERESTS.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** The search form's filters, sent as the query of GET /api/members.php (spec section 3 and the site's fields). */
export const searchFiltersSchema = z.object({
  gender: z.enum(GENDERS).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  countryregion: z.string().trim().min(1).max(100).optional(),
  min_age: age.optional(),
  max_age: age.optional(),
  hair_color: z.enum(HAIR_COLORS).optional(),
  eye_color: z.enum(EYE_COLORS).optional(),
  body_type: z.enum(BODY_TYPES).optional(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).optional(),
  tattoos: z.enum(TATTOO_OPTIONS).optional(),
  interests: interestList.optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/**
 * GET /api/members.php: one page of matches, with similar profiles when few match. A page is asked for by
 * number (`page`, as the spec has it) or, as the site pages, after the previous one (`after` = its `next`).
 */
export const memberSearchPageSchema = z.object({
  /** The page number asked for (with `after`, the number the caller gave that page). */
  page: z.number().int(),
  page_size: z.number().int(),
  /** Matches, up to the server's count cap (1,000). */
  numResults: z.number().int(),
  /** There are more matches than numResults. */
  numResults_capped: z.boolean(),
  results: z.array(memberCardSchema),
  similar_results: z.array(memberCardSchema),
  similar_numResults: z.number().int(),
  /** Where the next page starts: pass it as `after`; null when this page is the last one. Opaque. */
  next: z.string().nullable(),
});
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

export const memberPhotoViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
});
export type MemberPhotoView = z.infer<typeof memberPhotoViewSchema>;

/** GET /api/member.php?id=: a profile as the viewer may see it: its card and what the viewer may see more. */
export const memberViewSchema = memberCardSchema.extend({
  /** The site's visible_profile_fields that this member filled in, in the site's order, with its notes. */
  fields: z.array(
    z.object({
      field: z.enum(PROFILE_FIELDS),
      value: z.union([z.string(), z.number(), z.array(z.string())]),
      note: z.string().nullable(),
    }),
  ),
  photos: z.array(memberPhotoViewSchema),
  photos_total: z.number().int(),
  photos_hidden: z.number().int(),
  /** Credits that unlock the hidden photos (0: the site does not sell them; premium sees them all). */
  unlock_credits: z.number().int(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  match: z.boolean(),
  blocked: z.boolean(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** Body of the calls that name one member: like, block, photo unlock. */
export const profileIdRequestSchema = z.object({ profile_id: memberId });
export type ProfileIdRequest = z.infer<typeof profileIdRequestSchema>;

/**
 * The small profile a like / match modal shows (the bus carries it; GET /api/live-profile.php answers it, and
 * POST /api/auto-like.php a larger shape).
 */
export const likeModalProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A fictional (operator) profile: the modal shows the site's fictional mark. */
  fictional: z.boolean(),
  main_image: z.object({ match: z.string() }).nullable(),
});
export type LikeModalProfile = z.infer<typeof likeModalProfileSchema>;

/** POST /api/like.php: a like back to someone who liked you is a match. */
export const likeResponseSchema = z.object({
  /** false when the like existed already (liking twice changes nothing). */
  created: z.boolean(),
  /** The other member had liked the viewer: the like is a match. */
  match: z.boolean(),
  profile: likeModalProfileSchema,
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** POST /api/photo-unlock.php: the balance after the charge (none for premium or a repeat). */
export const photoUnlockResponseSchema = z.object({
  ok: z.literal(true),
  credits: z.number().int(),
  charged: z.boolean(),
});
export type PhotoUnlockResponse = z.infer<typeof photoUnlockResponseSchema>;

export const REPORT_REASONS = ['fake', 'offensive', 'spam', 'scam', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/report.php */
export const reportRequestSchema = profileIdRequestSchema.extend({
  reason: z.enum(REPORT_REASONS),
  comment: z.string().trim().max(2000).optional(),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** Why the match finder ranked a profile. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interests'), interests: z.array(z.enum(INTERESTS)) }),
  z.object({ kind: z.enum(['city', 'region', 'country', 'age', 'photo']) }),
  z.object({ kind: z.literal('goal'), goal: z.enum(SIGNUP_REASONS) }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const rankedMatchSchema = z.object({
  profile: memberCardSchema,
  /** How well the profile fits, 0..100. */
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
  liked: z.boolean(),
});
export type RankedMatch = z.infer<typeof rankedMatchSchema>;

/** GET /api/match-finder.php?limit=: profiles ranked by fit, best first. */
export const matchFinderResponseSchema = z.array(rankedMatchSchema);
export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;

export const swipeAllowanceSchema = z.object({
  likes_left: z.number().int(),
  likes_per_day: z.number().int(),
  /** When today's likes are back: midnight in the member's time zone. */
  resets_at: z.string(),
});
export type SwipeAllowance = z.infer<typeof swipeAllowanceSchema>;

/** GET /api/swipe.php?time_zone=: the next cards and today's likes left. */
export const swipeDeckSchema = swipeAllowanceSchema.extend({
  cards: z.array(memberCardSchema),
  can_undo: z.boolean(),
});
export type SwipeDeck = z.infer<typeof swipeDeckSchema>;

export const SWIPE_ACTIONS = ['like', 'pass'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** POST /api/swipe.php; the server also checks that the time zone is one it knows. */
export const swipeRequestSchema = profileIdRequestSchema.extend({
  action: z.enum(SWIPE_ACTIONS),
  /** The browser's IANA zone; the server counts the daily likes in it. */
  time_zone: z.string().max(64).optional(),
});
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

/** Answer of POST /api/swipe.php; `profile` is set on a like only. */
export const swipeResultSchema = swipeAllowanceSchema.extend({
  match: z.boolean(),
  profile: likeModalProfileSchema.nullable(),
});
export type SwipeResult = z.infer<typeof swipeResultSchema>;

/** POST /api/swipe-undo.php: the card of the pass taken back. */
export const swipeUndoResponseSchema = z.object({ card: memberCardSchema });
export type SwipeUndoResponse = z.infer<typeof swipeUndoResponseSchema>;

/** The fields of PUT /api/profile.php (spec section 3); omitted ones stay as they are, null clears an optional one. */
export const profileChangesSchema = z
  .object({
    name: memberNameSchema,
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    date_of_birth: dateOfBirthSchema,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    region: z.string().trim().min(1).max(100).nullable(),
    city: z.string().trim().min(1).max(100).nullable(),
    interests: z
      .array(z.enum(INTERESTS))
      .max(INTERESTS.length)
      .transform((list) => [...new Set(list)]),
    hair_color: z.enum(HAIR_COLORS).nullable(),
    eye_color: z.enum(EYE_COLORS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    tattoos: z.enum(TATTOO_OPTIONS).nullable(),
    personal_text: memberTextSchema.pipe(z.string().max(2000)).nullable(),
    signup_reason: z.enum(SIGNUP_REASONS).nullable(),
  })
  .partial()
  .strict();
/** What the browser sends (the server trims, upper-cases the country and drops repeated interests). */
export type ProfileChanges = z.input<typeof profileChangesSchema>;

export const OWN_PHOTO_STATUSES = ['pending', 'active', 'rejected'] as const;
export type OwnPhotoStatus = (typeof OWN_PHOTO_STATUSES)[number];

export const ownPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  status: z.enum(OWN_PHOTO_STATUSES),
  is_main: z.boolean(),
  position: z.number().int(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** What every /api/photos.php call answers: the member's photos and the limit (3 free, 25 premium). */
export const ownPhotosSchema = z.object({
  photos: z.array(ownPhotoSchema),
  limit: z.number().int(),
  used: z.number().int(),
});
export type OwnPhotos = z.infer<typeof ownPhotosSchema>;

/** PUT /api/photos.php: the new order (every photo id once) and, optionally, the main photo. */
export const arrangePhotosRequestSchema = z.object({
  order: z.array(z.number().int().positive()).max(50),
  main_id: z.number().int().positive().optional(),
});
export type ArrangePhotosRequest = z.infer<typeof arrangePhotosRequestSchema>;

export const NOTIFICATION_KINDS = ['like', 'match', 'message', 'visit'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationItemSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  profile: memberCardSchema,
  at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications.php: newest first. */
export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationItemSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications.php: everything up to `until` (the newest item shown) counts as read. */
export const markNotificationsReadRequestSchema = z.object({
  until: z.iso.datetime({ offset: true }).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** GET /api/blocks.php: the members the user blocked, newest first. */
export const blockedMembersResponseSchema = z.array(memberCardSchema);
export type BlockedMembersResponse = z.infer<typeof blockedMembersResponseSchema>;
