// The likes pages' list call. Types only: GET /api/likes.php (ids and new flags) stays as the shell polls it.
import type { LikesType } from './route-paths';
import type { MemberCardData } from './members-api';

/** A member in one of the likes lists, with both directions of the like. */
export interface LikeCard extends MemberCardData {
  /** This member's like to the viewer is unseen (cleared when the viewer opens the profile). */
  like_new: boolean;
  /** The viewer likes this member. */
  liked: boolean;
  /** This member likes the viewer. */
  liked_me: boolean;
  /** When the like this list is about was given (for matches: the later of the two). */
  liked_at: string;
}

export interface LikesCounts {
  received: number;
  /** Received likes the viewer has not seen yet. */
  received_new: number;
  given: number;
  matches: number;
}

/** GET /api/likes-list.php?type=&page=: one page of a list, new first, and the counts of all three. */
export interface LikesListResponse {
  type: LikesType;
  page: number;
  page_size: number;
  total: number;
  items: LikeCard[];
  counts: LikesCounts;
}
