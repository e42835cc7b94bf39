import type { MainImage } from '@dating/shared';

/** The small profile every list of the members API answers (search, swipe game, match finder, notifications). */
export interface MemberCardData {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  main_image: MainImage | null;
  fictional: boolean;
}
