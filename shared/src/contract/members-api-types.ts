// Requests and replies of the members area's API calls (search, profiles, likes, match finder, swipe game,
// own profile and photos, notifications, blocking). Types only: the browser entry re-exports this file, and
// the server pins its response schemas to these types, so a change on either side breaks the other's build.
import type {
  BodyType,
  EyeColor,
  Gender,
  HairColor,
  Interest,
  MainImage,
  Profile,
  ProfileField,
  RelationshipStatus,
  SignupReason,
  Tattoos,
} from './domain';
import type { LikeModalProfile } from './bus-events';

/** The small profile every list of the members API answers (search, swipe game, match finder, notifications, blocks). */
export interface MemberCardData {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  main_image: MainImage | null;
  fictional: boolean;
  /**
   * Online now (a live socket open), recently (seen within a day), or not shown; invisible members are
   * always null. Left out by lists that do not show it.
   */
  online?: MemberPresence;
}

/** How a member's presence is shown: `now`, `recently`, or nothing. */
export type MemberPresence = 'now' | 'recently' | null;

/** The search form's filters, sent as the query of GET /api/members.php (spec section 3 and the site's fields). */
export interface SearchFilters {
  gender?: Gender;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  hair_color?: HairColor;
  eye_color?: EyeColor;
  body_type?: BodyType;
  relationship_status?: RelationshipStatus;
  tattoos?: Tattoos;
  interests?: Interest[];
}

/**
 * GET /api/members.php: one page of matches, with similar profiles when few match. A page is asked for by
 * number (`page`, as the spec has it) or, as the site pages, after the previous one (`after` = its `next`).
 */
export interface MemberSearchPage {
  /** The page number asked for (with `after`, the number the caller gave that page). */
  page: number;
  page_size: number;
  /** Matches, up to the server's count cap (1,000). */
  numResults: number;
  /** There are more matches than numResults. */
  numResults_capped: boolean;
  results: MemberCardData[];
  similar_results: MemberCardData[];
  similar_numResults: number;
  /** Where the next page starts: pass it as `after`; null when this page is the last one. Opaque. */
  next: string | null;
}

export interface MemberPhotoView {
  id: number;
  url: string;
  thumb_url: string;
  is_main: boolean;
}

/** GET /api/member.php?id=: a profile as the viewer may see it: its card and what the viewer may see more. */
export interface MemberView extends MemberCardData {
  /** The site's visible_profile_fields that this member filled in, in the site's order, with its notes. */
  fields: { field: ProfileField; value: string | number | string[]; note: string | null }[];
  photos: MemberPhotoView[];
  photos_total: number;
  photos_hidden: number;
  /** Credits that unlock the hidden photos (0: the site does not sell them; premium sees them all). */
  unlock_credits: number;
  liked: boolean;
  liked_me: boolean;
  match: boolean;
  blocked: boolean;
}

/** Body of the calls that name one member: like, block, photo unlock. */
export interface ProfileIdRequest {
  profile_id: number;
}

/** POST /api/like.php: a like back to someone who liked you is a match. */
export interface LikeResponse {
  /** false when the like existed already (liking twice changes nothing). */
  created: boolean;
  /** The other member had liked the viewer: the like is a match. */
  match: boolean;
  profile: LikeModalProfile;
}

/** POST /api/photo-unlock.php: the balance after the charge (none for premium or a repeat). */
export interface PhotoUnlockResponse {
  ok: true;
  credits: number;
  charged: boolean;
}

export type ReportReason = 'fake' | 'offensive' | 'spam' | 'scam' | 'underage' | 'other';

/** POST /api/report.php */
export interface ReportRequest extends ProfileIdRequest {
  reason: ReportReason;
  comment?: string;
}

/** Why the match finder ranked a profile. */
export type MatchReason =
  | { kind: 'interests'; interests: Interest[] }
  | { kind: 'city' | 'region' | 'country' | 'age' | 'photo' }
  | { kind: 'goal'; goal: SignupReason };

export interface RankedMatch {
  profile: MemberCardData;
  /** How well the profile fits, 0..100. */
  score: number;
  reasons: MatchReason[];
  liked: boolean;
}

/** GET /api/match-finder.php?limit=: profiles ranked by fit, best first. */
export type MatchFinderResponse = RankedMatch[];

export interface SwipeAllowance {
  likes_left: number;
  likes_per_day: number;
  /** When today's likes are back: midnight in the member's time zone. */
  resets_at: string;
}

/** GET /api/swipe.php?time_zone=: the next cards and today's likes left. */
export interface SwipeDeck extends SwipeAllowance {
  cards: MemberCardData[];
  can_undo: boolean;
}

export type SwipeAction = 'like' | 'pass';

/** POST /api/swipe.php */
export interface SwipeRequest extends ProfileIdRequest {
  action: SwipeAction;
  /** The browser's IANA zone; the server counts the daily likes in it. */
  time_zone?: string;
}

/** Answer of POST /api/swipe.php; `profile` is set on a like only. */
export interface SwipeResult extends SwipeAllowance {
  match: boolean;
  profile: LikeModalProfile | null;
}

/** POST /api/swipe-undo.php: the card of the pass taken back. */
export interface SwipeUndoResponse {
  card: MemberCardData;
}

/** The fields of PUT /api/profile.php; omitted ones stay as they are, null clears an optional one. */
export type ProfileChanges = Partial<
  Pick<
    Profile,
    | 'name'
    | 'gender'
    | 'sexuality'
    | 'date_of_birth'
    | 'country'
    | 'region'
    | 'city'
    | 'interests'
    | 'hair_color'
    | 'eye_color'
    | 'body_type'
    | 'relationship_status'
    | 'tattoos'
    | 'personal_text'
    | 'signup_reason'
  >
>;

export type OwnPhotoStatus = 'pending' | 'active' | 'rejected';

export interface OwnPhoto {
  id: number;
  url: string;
  thumb_url: string;
  status: OwnPhotoStatus;
  is_main: boolean;
  position: number;
}

/** What every /api/photos.php call answers: the member's photos and the limit (3 free, 25 premium). */
export interface OwnPhotos {
  photos: OwnPhoto[];
  limit: number;
  used: number;
}

/** PUT /api/photos.php: the new order (every photo id once) and, optionally, the main photo. */
export interface ArrangePhotosRequest {
  order: number[];
  main_id?: number;
}

export type NotificationKind = 'like' | 'match' | 'message' | 'visit';

export interface NotificationItem {
  kind: NotificationKind;
  profile: MemberCardData;
  at: string;
  read: boolean;
}

/** GET /api/notifications.php: newest first. */
export interface NotificationsResponse {
  unread: number;
  items: NotificationItem[];
}

/** POST /api/notifications.php: everything up to `until` (the newest item shown) counts as read. */
export interface MarkNotificationsReadRequest {
  until?: string;
}

/** GET /api/blocks.php: the members the user blocked, newest first. */
export type BlockedMembersResponse = MemberCardData[];
