// @feature-public: other features import this module (docs/conventions.md, Layout).
import { ageOn, type MainImage, type MemberCardData } from '@dating/shared/contract';
import { photos, profiles, users } from '../../db/schema/index';
import { presenceOf } from '../presence/presence-store';
import { mainImage } from '../profiles/profile-view';

/** The columns of a card that come from the users join and the main photo's join. */
const memberCardJoinedColumns = {
  fictional: users.isFictional,
  invisible: users.invisible,
  lastSeenAt: users.lastSeenAt,
  photoFilename: photos.filename,
  photoThumb: photos.thumbFilename,
  photoStatus: photos.status,
};

/** Columns a card needs; select them with `.leftJoin(photos, mainPhotoJoin)` and the users join. */
export const memberCardColumns = {
  id: profiles.userId,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  ...memberCardJoinedColumns,
};

export interface MemberCardRow {
  id: number;
  name: string;
  birthDate: string;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  /** With these two the card says whether the member is online (presence-store.ts). */
  invisible?: boolean;
  lastSeenAt?: Date | null;
  photoFilename: string | null;
  photoThumb: string | null;
  photoStatus: MainImage['status'] | null;
}

const NOBODY: ReadonlySet<number> = new Set();

/** `onlineNow`: who has a live socket open (app.presence); without it a card says at most "recently". */
export function toMemberCard(
  row: MemberCardRow,
  cdnPrefix: string,
  onlineNow: ReadonlySet<number> = NOBODY,
): MemberCardData {
  // Only an approved photo is shown to other members.
  const image = row.photoStatus === 'active' ? mainImage(row, cdnPrefix) : null;
  const online = presenceOf(
    { id: row.id, invisible: row.invisible ?? false, lastSeenAt: row.lastSeenAt ?? null },
    onlineNow,
  );
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate),
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: image,
    fictional: row.fictional,
    // Only when there is something to show: the cards of members never seen stay as they were.
    ...(online ? { online } : {}),
  };
}
