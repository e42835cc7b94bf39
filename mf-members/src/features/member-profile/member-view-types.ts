import type { MainImage, ProfileField } from '@dating/shared';

export interface PhotoView {
  id: number;
  url: string;
  thumb_url: string;
  is_main: boolean;
}

/** GET /api/member.php: a profile as the viewer may see it. */
export interface MemberView {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  main_image: MainImage | null;
  fields: { field: ProfileField; value: string | number | string[]; note: string | null }[];
  photos: PhotoView[];
  photos_total: number;
  photos_hidden: number;
  unlock_credits: number;
  liked: boolean;
  liked_me: boolean;
  match: boolean;
  blocked: boolean;
}

export const REPORT_REASONS = ['fake', 'offensive', 'spam', 'scam', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
