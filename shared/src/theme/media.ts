// Media queries from the spec's breakpoints, for css blocks and for components that must render differently.
import { useSyncExternalStore } from 'react';
import { baseTheme } from './theme';

export type Breakpoint = keyof typeof baseTheme.breakpoints;

/** `@media (min-width: 768px)`: from this breakpoint up. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `@media (min-width: ${baseTheme.breakpoints[breakpoint]}px)`;
}

/** `@media (max-width: 767.98px)`: below this breakpoint (the .02 avoids fractional-pixel overlap). */
export function mediaDown(breakpoint: Breakpoint): string {
  return `@media (max-width: ${baseTheme.breakpoints[breakpoint] - 0.02}px)`;
}

export const prefersReducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const bare = query.replace(/^@media\s*/, '');
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(bare);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(bare).matches,
    () => false,
  );
}

/** True on phones (below the `md` breakpoint): signup and some modals become full pages there. */
export function useIsPhone(): boolean {
  return useMediaQuery(mediaDown('md'));
}
