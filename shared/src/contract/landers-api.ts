// Replies of the landing pages' API calls (mf-landers) as zod schemas with inferred types. The server's
// routes answer with these schemas; the browser imports only the types, so zod stays out of its bundles.
import { z } from 'zod';
import { memberCardBaseSchema } from './member-card-base';

/** A lander's picture: a WebP made at a few widths from the member's approved photo, for `srcset`. */
export const landerImageSchema = z.object({
  /** The middle width, for browsers that ignore `srcset`. */
  src: z.string(),
  /** `<url> 240w, <url> 480w, <url> 800w` */
  srcset: z.string(),
});
export type LanderImage = z.infer<typeof landerImageSchema>;

/** A member as the landing pages show them: public card data and whether they were on the site lately. */
export const landerMemberSchema = memberCardBaseSchema.extend({
  image: landerImageSchema.nullable(),
  fictional: z.boolean(),
  /** Seen on the site in the last 15 minutes. */
  online: z.boolean(),
});
export type LanderMember = z.infer<typeof landerMemberSchema>;

/** GET /api/lander-members.php */
export const landerMembersResponseSchema = z.object({ members: z.array(landerMemberSchema) });
export type LanderMembersResponse = z.infer<typeof landerMembersResponseSchema>;

/** One region tile of the map lander. */
export const landerMapRegionSchema = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type LanderMapRegion = z.infer<typeof landerMapRegionSchema>;

/** GET /api/lander-map.php: members in the visitor's country (from the request, never the browser's location). */
export const landerMapResponseSchema = z.object({
  country: z.string(),
  regions: z.array(landerMapRegionSchema),
  members: z.array(landerMemberSchema),
});
export type LanderMapResponse = z.infer<typeof landerMapResponseSchema>;

/** GET /api/lander-member.php?id= */
export const landerMemberResponseSchema = z.object({ member: landerMemberSchema });
export type LanderMemberResponse = z.infer<typeof landerMemberResponseSchema>;
