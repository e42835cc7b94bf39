// Response shapes of the API as zod schemas: the server validates and documents (OpenAPI) what it sends,
// and each schema is pinned to its domain type so the two cannot drift apart.
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
  PROFILE_FIELDS,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEARCH_FIELDS,
  SEXUALITIES,
  SIGNUP_MODES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
  USER_STATUSES,
  type ChatEntry,
  type CompanyInfo,
  type DiscountCode,
  type GeocodeResult,
  type Likes,
  type MainImage,
  type Profile,
  type Region,
  type Settings,
  type User,
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

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export interface ApiError {
  error: ApiErrorId | (string & {});
  message: string;
  details?: unknown;
}

/** Body of 429 account_locked: the client shows 'account blocked for {minutes} min.' */
export interface AccountLockedError extends ApiError {
  error: 'account_locked';
  minutes: number;
}

export const okSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okSchema>;

export const mainImageSchema: z.ZodType<MainImage> = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  match: z.string(),
  status: z.enum(IMAGE_STATUSES),
});

export const profileSchema: z.ZodType<Profile> = z.object({
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

export const userSchema: z.ZodType<User> = z.object({
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
  unread_messages: z.number().int().min(0),
});

const regionSchema: z.ZodType<Region> = z.object({ name: z.string(), code: z.string() });
export const regionsResponseSchema = z.record(z.string(), z.array(regionSchema));
export type RegionsResponse = Record<string, Region[]>;

export const interestsResponseSchema = z.array(z.object({ id: z.enum(INTERESTS), name: z.string() }));
export type InterestsResponse = Settings['interests'];

export const companyInfoSchema: z.ZodType<CompanyInfo> = z.object({
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

export const settingsSchema: z.ZodType<Settings> = z.object({
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
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
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
  prices: z.array(
    z.object({
      id: z.number().int(),
      credits: z.number().int(),
      amount: z.number(),
      currency: z.string(),
      popular: z.boolean(),
    }),
  ),
  region_data: regionsResponseSchema,
  interests: interestsResponseSchema,
});

const chatEntrySchema: z.ZodType<ChatEntry> = z.object({
  conversation: z.object({ id: z.number().int(), last_message_at: z.string().nullable() }),
  profile: z.object({ id: z.number().int(), name: z.string(), main_image: mainImageSchema.nullable() }),
  num_unread_messages: z.number().int(),
});
export const chatsResponseSchema = z.array(chatEntrySchema);
export type ChatsResponse = ChatEntry[];

const likeEntrySchema = z.object({ id: z.number().int(), like_new: z.boolean() });
export const likesResponseSchema: z.ZodType<Likes> = z.object({
  profiles: z.array(likeEntrySchema),
  liked_by: z.array(likeEntrySchema),
});

export const autoLikeResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A fictional (operator) profile: the like modal names it as one. */
  fictional: z.boolean(),
  main_image: mainImageSchema.nullable(),
});
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;

export const discountCodeSchema: z.ZodType<DiscountCode> = z.object({
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

export const geocodeResponseSchema: z.ZodType<GeocodeResult> = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string(),
  country: z.string(),
  distance_km: z.number(),
});
