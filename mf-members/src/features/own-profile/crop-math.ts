import type { CropRect } from './api/crop-rect';

/** Profile photos are shown 4:5 (portrait). */
export const CROP_ASPECT = 4 / 5;

/** The smallest crop: 30 % of the largest box, a little over 3x magnification. */
export const MIN_ZOOM = 0.3;

export interface CropControls {
  /** MIN_ZOOM..1: the crop's share of the largest 4:5 box that fits. */
  zoom: number;
  /** 0..1: where the box sits horizontally / vertically within the room left. */
  panX: number;
  panY: number;
}

/** The crop rectangle (fractions of the image) for the controls. */
export function cropRect(width: number, height: number, { zoom, panX, panY }: CropControls): CropRect {
  // The largest 4:5 box inside the image, in pixels.
  const fullHeight = Math.min(height, width / CROP_ASPECT);
  const boxHeight = fullHeight * zoom;
  const boxWidth = boxHeight * CROP_ASPECT;
  const left = (width - boxWidth) * panX;
  const top = (height - boxHeight) * panY;
  return { x: left / width, y: top / height, width: boxWidth / width, height: boxHeight / height };
}
