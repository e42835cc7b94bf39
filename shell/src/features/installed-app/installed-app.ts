// @feature-public: other features import this module (docs/conventions.md, Layout).
// Installed-app mode: the site was opened from the home screen / app launcher, so there is no browser UI
// (no back button, no address bar). Chromium reports it through the display-mode media feature, Safari on
// iOS through navigator.standalone.
import { useMediaQuery } from '@dating/shared';

export const STANDALONE_QUERY = '(display-mode: standalone)';

export function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia(STANDALONE_QUERY).matches;
}

export function useIsInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return useMediaQuery(STANDALONE_QUERY) || standalone;
}
