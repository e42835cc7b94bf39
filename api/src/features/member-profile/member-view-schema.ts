import { z } from 'zod';
import { mainImageSchema, PROFILE_FIELDS } from '@dating/shared/contract';

export const FREE_VISIBLE_PHOTOS = 2;

export const photoViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const memberViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  fictional: z.boolean(),
  main_image: mainImageSchema.nullable(),
  /** The site's visible_profile_fields that this member filled in, in the site's order, with its notes. */
  fields: z.array(
    z.object({
      field: z.enum(PROFILE_FIELDS),
      value: z.union([z.string(), z.number(), z.array(z.string())]),
      note: z.string().nullable(),
    }),
  ),
  photos: z.array(photoViewSchema),
  photos_total: z.number().int(),
  photos_hidden: z.number().int(),
  /** Credits that unlock the hidden photos (0: the site does not sell them; premium sees them all). */
  unlock_credits: z.number().int(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  match: z.boolean(),
  blocked: z.boolean(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const memberIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const profileIdBodySchema = z.object({ profile_id: z.number().int().positive().max(2_147_483_647) });
export const profileIdQuerySchema = z.object({
  profile_id: z.coerce.number().int().positive().max(2_147_483_647),
});
