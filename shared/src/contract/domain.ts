// Domain vocabulary shared by the browser and the API server (spec section 3). Option lists are stable
// ids: the UI translates them, the database stores them as they are. zod-free, as the browser entry of
// @dating/shared re-exports these values: the shapes built from them (User, Profile, Settings, ...) are zod
// schemas with inferred types in api-types.ts.

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'grey', 'white', 'bald', 'other'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel', 'other'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'large'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const RELATIONSHIP_STATUSES = [
  'single',
  'divorced',
  'widowed',
  'separated',
  'in_relationship',
  'married',
  'open_relationship',
] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const TATTOO_OPTIONS = ['none', 'one', 'some', 'many'] as const;
export type Tattoos = (typeof TATTOO_OPTIONS)[number];

export const SIGNUP_REASONS = [
  'chat',
  'friendship',
  'dating',
  'relationship',
  'casual',
  'adventure',
] as const;
export type SignupReason = (typeof SIGNUP_REASONS)[number];

/** About 50 interests; `/api/interests.php` returns them with names in the request's locale. */
export const INTERESTS = [
  'travel',
  'cooking',
  'music',
  'movies',
  'reading',
  'sports',
  'fitness',
  'yoga',
  'dancing',
  'hiking',
  'cycling',
  'running',
  'swimming',
  'photography',
  'art',
  'theatre',
  'gaming',
  'technology',
  'fashion',
  'shopping',
  'wine',
  'beer',
  'coffee',
  'food',
  'nature',
  'animals',
  'dogs',
  'cats',
  'gardening',
  'diy',
  'cars',
  'motorcycles',
  'football',
  'tennis',
  'golf',
  'skiing',
  'sailing',
  'camping',
  'fishing',
  'meditation',
  'spirituality',
  'history',
  'science',
  'languages',
  'volunteering',
  'board_games',
  'concerts',
  'festivals',
  'beach',
  'nightlife',
  'comedy',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const USER_STATUSES = ['not_confirmed', 'confirmed', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const IMAGE_STATUSES = ['pending', 'active', 'rejected'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Why e-mail to a member stopped (spec section 4): marked as spam, bounced, unsubscribed via the header. */
export const NOTIFICATION_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationDisabledReason = (typeof NOTIFICATION_DISABLED_REASONS)[number];

/**
 * Who may sign up on a site: everyone, only visitors from a traffic source, only with an invite code
 * (`none`: closed to the public), or nobody (`closed`).
 */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;
export type Niche = (typeof NICHES)[number];

export const PAYMENT_METHODS = [
  'sepa_direct_debit',
  'przelewy24',
  'blik',
  'wire_transfer',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'carte_bancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DISCOUNT_VALIDITIES = ['once', 'once-per-user', 'unlimited'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];

export const DISCOUNT_STATUSES = ['active', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** Profile fields a site may show or offer as search filters. */
export const PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'age',
  'country',
  'region',
  'city',
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'personal_text',
  'signup_reason',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const SEARCH_FIELDS = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'interests',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Business constants of spec section 9 that both sides rely on. */
export const TIME_BONUS_WINDOW_SECONDS = 14400;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const MIN_AGE = 18;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const LOGIN_LOCK_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;
export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
export const FREE_CONVERSATION_LIMIT = 2;

/** What a complaint is about; the support team sorts by it. */
export const COMPLAINT_TOPICS = ['billing', 'profile', 'conduct', 'privacy', 'technical', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];
