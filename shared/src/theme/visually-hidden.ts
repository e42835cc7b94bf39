import type { CSSObject } from '@emotion/react';

/** Hidden on screen, read by screen readers (labels of icon buttons, live-region text). */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
