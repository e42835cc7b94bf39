// The likes pages' list call (GET /api/likes-list.php). GET /api/likes.php (ids and new flags) stays as the
// shell polls it. The server answers with this schema; the browser imports the types only.
import { z } from 'zod';
import { LIKES_TYPES } from './route-paths';
import { memberCardSchema } from './members-api';

/** A member in one of the likes lists, with both directions of the like. */
export const likeCardSchema = memberCardSchema.extend({
  /** This member's like to the viewer is unseen (cleared when the viewer opens the profile). */
  like_new: z.boolean(),
  /** The viewer likes this member. */
  liked: z.boolean(),
  /** This member likes the viewer. */
  liked_me: z.boolean(),
  /** When the like this list is about was given (for matches: the later of the two). */
  liked_at: z.string(),
});
export type LikeCard = z.infer<typeof likeCardSchema>;

export const likesCountsSchema = z.object({
  received: z.number().int(),
  /** Received likes the viewer has not seen yet. */
  received_new: z.number().int(),
  given: z.number().int(),
  matches: z.number().int(),
});
export type LikesCounts = z.infer<typeof likesCountsSchema>;

/** GET /api/likes-list.php?type=&page=: one page of a list, new first, and the counts of all three. */
export const likesListResponseSchema = z.object({
  type: z.enum(LIKES_TYPES),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  items: z.array(likeCardSchema),
  counts: likesCountsSchema,
});
export type LikesListResponse = z.infer<typeof likesListResponseSchema>;
