// Replies of the landing pages' API calls (mf-landers). Types only: the browser entry re-exports this file,
// and the server pins its response schemas to these types.

/** A lander's picture: a WebP made at a few widths from the member's approved photo, for `srcset`. */
export interface LanderImage {
  /** The middle width, for browsers that ignore `srcset`. */
  src: string;
  /** `<url> 240w, <url> 480w, <url> 800w` */
  srcset: string;
}

/** A member as the landing pages show them: public card data and whether they were on the site lately. */
export interface LanderMember {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  image: LanderImage | null;
  fictional: boolean;
  /** Seen on the site in the last 15 minutes. */
  online: boolean;
}

/** GET /api/lander-members.php */
export interface LanderMembersResponse {
  members: LanderMember[];
}

/** One region tile of the map lander. */
export interface LanderMapRegion {
  code: string;
  name: string;
  count: number;
}

/** GET /api/lander-map.php: members in the visitor's country (from the request, never the browser's location). */
export interface LanderMapResponse {
  country: string;
  regions: LanderMapRegion[];
  members: LanderMember[];
}

/** GET /api/lander-member.php?id= */
export interface LanderMemberResponse {
  member: LanderMember;
}
