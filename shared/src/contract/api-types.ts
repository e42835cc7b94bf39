// Response shapes of the API as zod schemas (the member, the profile, the site's settings, ...): the server
// validates and documents (OpenAPI) what it sends with them, and their types are inferred from them, so the
// two cannot drift apart. The option lists and constants they draw on live in the zod-free domain.ts, which
// the browser entry re-exports as values; this file is types-only for the browser.
import { z } from 'zod';
import { LOCALES } from './locales';
import {
  BODY_TYPES,
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  IMAGE_STATUSES,
  INTERESTS,
  NICHES,
  NOTIFICATION_DISABLED_REASONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROFILE_FIELDS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEARCH_FIELDS,
  SEXUALITIES,
  SIGNUP_MODES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
  USER_STATUSES,
} from './domain';

/**
 * Every error id the API answers with (`{ error, message, details? }`): the server's `AppError` takes only
 * these, and the client's catalogue (`@dating/shared` errors) translates each in 11 locales.
 */
export const API_ERROR_IDS = [
  'validation_failed',
  'invalid_json',
  'authentication_required',
  'csrf_failed',
  'login_failed',
  'account_locked',
  'rate_limited',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'not_found',
  'conversation_not_found',
  'no_profile_available',
  'location_not_found',
  'discount_code_not_found',
  'discount_code_used',
  'insufficient_credits',
  'payload_too_large',
  'unsupported_media_type',
  'blocked_by_member',
  'member_blocked',
  'member_not_found',
  'member_deleted',
  'swipe_limit_reached',
  'nothing_to_undo',
  'photo_limit_reached',
  'photo_too_large',
  'not_an_image',
  'photo_too_small',
  'moderator_required',
  'gift_not_found',
  'cannot_gift_self',
  'client_message_id_reused',
  'internal_error',
  // Messages and chat
  'email_not_confirmed',
  'conversation_limit_reached',
  'message_too_long',
  'message_empty',
  'cannot_message_self',
  'message_looks_like_spam',
  'premium_required',
  'message_not_found',
  'photo_missing',
  'photo_unlock_unavailable',
  'cannot_unlock_own_photos',
  'photo_locked',
  // Likes, blocks, reports, photos
  'cannot_like_self',
  'cannot_block_self',
  'block_not_found',
  'cannot_report_self',
  'photo_not_found',
  'invalid_photo_order',
  // Payments, discounts, direct debit
  'bundle_not_found',
  'payment_method_unavailable',
  'payment_issuer_invalid',
  'payment_method_direct_debit',
  'payment_not_found',
  'payment_provider_unavailable',
  'payment_provider_error',
  'payment_not_refundable',
  'discount_code_expired',
  'discount_code_country',
  'discount_code_minimum_order',
  'discount_code_method',
  'credits_frozen',
  'direct_debit_blocked',
  'direct_debit_limit_reached',
  'sms_code_invalid',
  'sms_code_expired',
  'sms_code_attempts_exceeded',
  'sms_resend_too_soon',
  'sms_resend_limit',
  'sms_failed',
  'mandate_not_found',
  'no_stored_mandate',
  'no_previous_order',
  'transaction_not_found',
  'invoice_not_available',
  // Accounts
  'email_exists',
  'account_pending_deletion',
  'signup_requires_traffic_source',
  'signup_invite_only',
  'signup_closed',
  'invite_code_invalid',
  'invite_code_exists',
  'activation_mail_limit',
  'already_activated',
  'email_not_found',
  'password_reset_limit',
  'link_invalid',
  'old_password_wrong',
  'password_wrong',
  'password_too_common',
  'email_in_use',
  'email_unchanged',
  'no_retention_offer',
  // Statements of reasons (staff decisions about a member)
  'account_banned',
  'decision_not_found',
  'decision_not_appealable',
] as const;
export type ApiErrorId = (typeof API_ERROR_IDS)[number];

/** The body of every 4xx/5xx answer. `error` is one of API_ERROR_IDS (a client may meet an older server's id). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Body of 429 account_locked: the client shows 'account blocked for {minutes} min.' */
export const accountLockedErrorSchema = apiErrorSchema.extend({
  error: z.literal('account_locked'),
  minutes: z.number().int(),
});
export type AccountLockedError = z.infer<typeof accountLockedErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okSchema>;

export const mainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  /** The image path prefixed by the site's CDN prefix. */
  match: z.string(),
  status: z.enum(IMAGE_STATUSES),
});
export type MainImage = z.infer<typeof mainImageSchema>;

/** A member's profile, every field (their own, GET /api/profile.php, and inside the session's user). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  main_image: mainImageSchema.nullable(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  date_of_birth: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  interests: z.array(z.enum(INTERESTS)),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOO_OPTIONS).nullable(),
  personal_text: z.string().nullable(),
  signup_reason: z.enum(SIGNUP_REASONS).nullable(),
  fictional: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The logged-in member (GET /api/user.php, the login's and the signup's answer). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.enum(LOCALES),
  invisible: z.boolean(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  fictional_icon: z.boolean(),
  profile: profileSchema,
  /** Unread messages over all the member's conversations (navigation badge, window title). */
  unread_messages: z.number().int().min(0),
});
export type User = z.infer<typeof userSchema>;

export const regionSchema = z.object({ name: z.string(), code: z.string() });
export type Region = z.infer<typeof regionSchema>;
/** GET /api/regions.php: the regions of each country asked for, by country code. */
export const regionsResponseSchema = z.record(z.string(), z.array(regionSchema));
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** GET /api/interests.php: every interest with its name in the request's locale. */
export const interestsResponseSchema = z.array(z.object({ id: z.enum(INTERESTS), name: z.string() }));
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

/** GET /api/companyinfo.php: the company behind the site (imprint, footer, legal pages). */
export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const minimumMessageCostSchema = z.object({ costs: z.number(), currency: z.string() });
export type MinimumMessageCost = z.infer<typeof minimumMessageCostSchema>;

/** A credit bundle on sale (the site's `prices`). */
export const creditBundleSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  popular: z.boolean(),
});
export type CreditBundle = z.infer<typeof creditBundleSchema>;

/** GET /api/settings.php: the public settings of the requesting site. */
export const settingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.literal(NICHES),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  enable_site_entry_popup: z.boolean(),
  site_entry_popup_countries: z.array(z.string()),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), minimumMessageCostSchema),
  support_phone: z.string(),
  support_email: z.string(),
  push_public_key: z.string().nullable(),
  fictional_icon: z.boolean(),
  index_title: z.string(),
  description: z.string(),
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.enum(PROFILE_FIELDS)),
  visible_profile_notes: z.partialRecord(z.enum(PROFILE_FIELDS), z.string()),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  search_fields: z.array(z.enum(SEARCH_FIELDS)),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  us_footer: z.boolean(),
  photo_moderation: z.boolean(),
  currency: z.string(),
  prices: z.array(creditBundleSchema),
  region_data: regionsResponseSchema,
  interests: interestsResponseSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** One conversation of GET /api/chats.php. */
export const chatEntrySchema = z.object({
  conversation: z.object({ id: z.number().int(), last_message_at: z.string().nullable() }),
  profile: z.object({ id: z.number().int(), name: z.string(), main_image: mainImageSchema.nullable() }),
  num_unread_messages: z.number().int(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;
export const chatsResponseSchema = z.array(chatEntrySchema);
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

export const likeEntrySchema = z.object({ id: z.number().int(), like_new: z.boolean() });
export type LikeEntry = z.infer<typeof likeEntrySchema>;
/** GET /api/likes.php: ids of the members the viewer likes and of those who like the viewer. */
export const likesResponseSchema = z.object({
  profiles: z.array(likeEntrySchema),
  liked_by: z.array(likeEntrySchema),
});
export type Likes = z.infer<typeof likesResponseSchema>;

export const autoLikeResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A fictional (operator) profile: the like modal names it as one. */
  fictional: z.boolean(),
  main_image: mainImageSchema.nullable(),
});
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;

/** GET /api/discountcode.php: a discount code and the rules it applies with. */
export const discountCodeSchema = z.object({
  code: z.string(),
  percentage: z.number(),
  value_percentage: z.number(),
  minimum: z.number(),
  minimum_order_value: z.number(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  currency: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** A payment as spec section 9 names it. */
export const paymentSchema = z.object({
  payment_id: z.number().int(),
  credits: z.number().int(),
  paymentmethod: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Where a signup came from (an affiliate network and its sub ids). */
export const trackingRecordSchema = z.object({
  network: z.string(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** GET /api/geocode.php: the place found for a position. */
export const geocodeResponseSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  country: z.string(),
  distance_km: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResponseSchema>;
