// @feature-public: other features import this module (docs/conventions.md, Layout).
// The lander kinds are this remote's own: declared in its src/routes.json (`landerKinds`), which its build
// publishes beside its manifest, so the shell and the server accept `/landers/<kind>` for exactly the kinds
// the served version has. A new kind is a design here and its entry there, in a new version of mf-landers.
import declared from '../../routes.json';

export const LANDER_KIND_DECLARATIONS = declared.landerKinds;

export type LanderKind = keyof typeof LANDER_KIND_DECLARATIONS;

export const LANDER_KINDS = Object.keys(LANDER_KIND_DECLARATIONS) as LanderKind[];

/** The `sizes` of a design's largest photo, which the server preloads by the same declaration. */
export const leadPhotoSizes = (kind: LanderKind): string =>
  LANDER_KIND_DECLARATIONS[kind].leadPhotoSizes ?? '100vw';

const tinderswipe = declared.routes.find((route) => route.name === 'landers-tinderswipe');

/** The tinderswipe deck's size: its route's declared first call asks for this many members. */
export const TINDERSWIPE_DECK_SIZE = Number(/limit=(\d+)/.exec(tinderswipe?.firstCall ?? '')?.[1] ?? 10);

/** The `sizes` of the deck's top card, which its route declares for the server's preload. */
export const TINDERSWIPE_LEAD_PHOTO_SIZES = tinderswipe?.leadPhotoSizes ?? '100vw';
