import { z } from 'zod';
import {
  PROFILE_FIELDS,
  type MemberPhotoView,
  type MemberView,
  type ProfileIdRequest,
} from '@dating/shared/contract';
import { memberCardSchema } from '../members-search/member-card';

export const FREE_VISIBLE_PHOTOS = 2;

export const photoViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
}) satisfies z.ZodType<MemberPhotoView>;

export const memberViewSchema = memberCardSchema.extend({
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
  unlock_credits: z.number().int(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  match: z.boolean(),
  blocked: z.boolean(),
}) satisfies z.ZodType<MemberView>;

export const memberIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const profileIdBodySchema = z.object({
  profile_id: z.number().int().positive().max(2_147_483_647),
}) satisfies z.ZodType<ProfileIdRequest>;
export const profileIdQuerySchema = z.object({
  profile_id: z.coerce.number().int().positive().max(2_147_483_647),
});
