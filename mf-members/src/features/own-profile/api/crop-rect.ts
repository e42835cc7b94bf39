/** A crop as fractions (0..1) of the upright image; upload-photo sends it as the crop_* query. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
