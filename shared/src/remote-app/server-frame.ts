// The page around a remote's server-rendered HTML until the shell's script has run: the shell's base styles
// (theme/global-styles.tsx) and the room its layout takes above the page, so the shell's arrival moves
// nothing on screen. The same theme as the shell's, so both agree; the shell's own styles take over after.
import { baseTheme as theme } from '../theme/theme';

/** The height of each layout's header as the shell draws it (layout-chrome: lander-header.tsx, nav-styles.ts). */
const HEADER_HEIGHTS: Partial<Record<string, number>> = {
  lander: theme.layout.landerHeaderHeight,
  // The navigation bar and its 1 px bottom border.
  default: theme.layout.headerHeight + 1,
};

/** CSS for a page of `layout` before the shell has drawn it (it sets `data-layout` on <body> when it has). */
export function serverFrameCss(layout: string): string {
  const base =
    '*,*::before,*::after{box-sizing:border-box}' +
    `body{margin:0;font-family:${theme.fonts.body};font-size:${theme.fontSizes.md};` +
    `line-height:${theme.lineHeights.body};color:${theme.colors.text};background-color:${theme.colors.background}}` +
    '#mf-area{outline:none;min-height:100vh}@supports (min-height:100svh){#mf-area{min-height:100svh}}';
  const header = HEADER_HEIGHTS[layout];
  return header === undefined
    ? base
    : `${base}body:not([data-layout]) #shell-header{display:block;height:${header}px}`;
}
