import { z } from 'zod';
import { ageOn, mainImageSchema, type MainImage, type MemberCardData } from '@dating/shared/contract';
import { photos, profiles, users } from '../../db/schema/index';
import { mainImage } from '../profiles/profile-view';

/** The small profile every list shows (search, swipe game, match finder, notifications). */
export const memberCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  main_image: mainImageSchema.nullable(),
  fictional: z.boolean(),
}) satisfies z.ZodType<MemberCardData>;

/** Columns a card needs; select them with `.leftJoin(photos, mainPhotoJoin)` and the users join. */
export const memberCardColumns = {
  id: profiles.userId,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  fictional: users.isFictional,
  photoFilename: photos.filename,
  photoThumb: photos.thumbFilename,
  photoStatus: photos.status,
};

export interface MemberCardRow {
  id: number;
  name: string;
  birthDate: string;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  photoFilename: string | null;
  photoThumb: string | null;
  photoStatus: MainImage['status'] | null;
}

export function toMemberCard(row: MemberCardRow, cdnPrefix: string): MemberCardData {
  // Only an approved photo is shown to other members.
  const image = row.photoStatus === 'active' ? mainImage(row, cdnPrefix) : null;
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate),
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: image,
    fictional: row.fictional,
  };
}
