export interface OwnPhoto {
  id: number;
  url: string;
  thumb_url: string;
  status: 'pending' | 'active' | 'rejected';
  is_main: boolean;
  position: number;
}

/** The photos endpoints all answer the member's photos and the limit (3 free, 25 premium). */
export interface OwnPhotos {
  photos: OwnPhoto[];
  limit: number;
  used: number;
}

/** A crop as fractions (0..1) of the upright image. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
