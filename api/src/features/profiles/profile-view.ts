// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, sql } from 'drizzle-orm';
import type { MainImage, Profile } from '@dating/shared/contract';
import { ageOn } from '@dating/shared/contract';
import { photos, profiles, users } from '../../db/schema/index';

/** Columns every profile read selects: the profile, the main photo (if any) and the fictional flag. */
export const profileColumns = {
  profile: profiles,
  fictional: users.isFictional,
  photoFilename: photos.filename,
  photoThumb: photos.thumbFilename,
  photoStatus: photos.status,
};

/** Join for the main photo; use with `.leftJoin(photos, mainPhotoJoin)`. */
export const mainPhotoJoin = and(eq(photos.userId, profiles.userId), sql`${photos.isMain}`);

export interface ProfileRow {
  profile: typeof profiles.$inferSelect;
  fictional: boolean;
  photoFilename: string | null;
  photoThumb: string | null;
  photoStatus: MainImage['status'] | null;
}

export function mainImage(
  row: Pick<ProfileRow, 'photoFilename' | 'photoThumb' | 'photoStatus'>,
  cdnPrefix: string,
): MainImage | null {
  if (!row.photoFilename || !row.photoThumb || !row.photoStatus) return null;
  return {
    filename: row.photoFilename,
    thumb_filename: row.photoThumb,
    match: `${cdnPrefix}/uploads/${row.photoFilename}`,
    status: row.photoStatus,
  };
}

export function toProfile(row: ProfileRow, cdnPrefix: string): Profile {
  const p = row.profile;
  return {
    id: p.userId,
    name: p.name,
    status: p.status,
    main_image: mainImage(row, cdnPrefix),
    gender: p.gender,
    sexuality: p.sexuality,
    date_of_birth: p.birthDate,
    age: ageOn(p.birthDate),
    country: p.country,
    region: p.region,
    city: p.city,
    interests: p.interests,
    hair_color: p.hairColor,
    eye_color: p.eyeColor,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    tattoos: p.tattoos,
    personal_text: p.personalText,
    signup_reason: p.signupReason,
    fictional: row.fictional,
  };
}
