// @feature-public: other features import this module (docs/conventions.md, Layout).
// The query schemas of the member routes; their bodies and answers are in @dating/shared/contract (members-api.ts).
import { z } from 'zod';

export const FREE_VISIBLE_PHOTOS = 2;

export const memberIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const profileIdQuerySchema = z.object({
  profile_id: z.coerce.number().int().positive().max(2_147_483_647),
});
