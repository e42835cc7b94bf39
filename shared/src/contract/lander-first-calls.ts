// The call each lander makes for its first screen, so that the server can answer it inside the page it sends
// (api/src/frontend/first-answers.ts): a lander is the first page an ad visitor sees, on a phone, and its
// largest paint is a member photo that waited for this call after the lander's script had run.
import type { LanderKind, RouteMatch } from './route-paths';

/** How many members each lander design shows (the API's limit is 24); the map lander loads its map. */
export const LANDER_MEMBER_COUNTS = {
  alonetonight: 12,
  collagelanding: 6,
  gallery: 12,
  iconslanding: 8,
  maplanding: 0,
  socialnetwork: 6,
  transitionsvideolanding: 5,
  video: 5,
} as const satisfies Record<LanderKind, number>;

/** mf-landers keeps typed copies of these values: the types make a copy that differs fail to compile. */
export type LanderMemberCounts = typeof LANDER_MEMBER_COUNTS;

/** The cards of the tinderswipe lander's deck. */
export const TINDERSWIPE_DECK_SIZE = 10;
export type TinderswipeDeckSize = typeof TINDERSWIPE_DECK_SIZE;

/**
 * The `sizes` of the photo each design shows largest on its first screen, that of its first member with a
 * photo; null where the largest paint is text (the icons and map landers). With it the page preloads that
 * very image (api/src/frontend/first-answers.ts) while the lander's script is still on its way: on a phone
 * the photo otherwise waited for the script, then for the lander to render.
 */
export const LANDER_LEAD_PHOTO_SIZES = {
  tinderswipe: '(min-width: 480px) 400px, 92vw',
  alonetonight: '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw',
  collagelanding: '(min-width: 768px) 30vw, 62vw',
  gallery: '(min-width: 768px) 25vw, 50vw',
  iconslanding: null,
  maplanding: null,
  socialnetwork: '(min-width: 768px) 600px, 100vw',
  transitionsvideolanding: '(min-width: 1140px) 1140px, 100vw',
  video: '(min-width: 768px) 360px, 92vw',
} as const satisfies Record<LanderKind | 'tinderswipe', string | null>;

/** mf-landers' designs give their lead photo these `sizes` through typed copies, as with the counts. */
export type LanderLeadPhotoSizes = typeof LANDER_LEAD_PHOTO_SIZES;

/** The lead photo's `sizes` of the lander at `route`, or null where there is none to preload. */
export function landerLeadPhotoSizes(route: RouteMatch): string | null {
  if (route.name === 'landers-tinderswipe') return LANDER_LEAD_PHOTO_SIZES.tinderswipe;
  if (route.name !== 'landers-kind-slug') return null;
  return (LANDER_LEAD_PHOTO_SIZES as Record<string, string | null>)[route.params.kind ?? ''] ?? null;
}

const membersCall = (limit: number) => `/api/lander-members.php?limit=${limit}`;

/** The URL of the first call of the lander at `route`, as mf-landers' API client writes it; null for none. */
export function landerFirstCall(route: RouteMatch): string | null {
  switch (route.name) {
    case 'landers-tinderswipe':
      return membersCall(TINDERSWIPE_DECK_SIZE);
    case 'landers-kind-slug': {
      const count = (LANDER_MEMBER_COUNTS as Record<string, number>)[route.params.kind ?? ''];
      if (count === undefined) return null;
      return count > 0 ? membersCall(count) : '/api/lander-map.php';
    }
    case 'members-id-landing':
    case 'members-id-landing2-slug':
    case 'members-id-landing3-slug':
    case 'members-id-signup':
      // mf-landers asks with the id as a number (`0042` -> `42`).
      return `/api/lander-member.php?id=${Number(route.params.id)}`;
    default:
      return null;
  }
}
