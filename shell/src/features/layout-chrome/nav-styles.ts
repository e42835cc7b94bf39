// @feature-public: other features import this module (docs/conventions.md, Layout).
// Styles of the navigation: a top bar with the site's name and a visitor's login. A member's items have their
// own list and styles in the member-nav chunk (navigation/member-nav-styles.ts), which a visitor never loads;
// the list's and an item's look are shared from here.
import type { CSSObject, Theme } from '@emotion/react';
import { mediaDown, mediaUp, theme as baseTheme } from '@dating/shared';

export const BOTTOM_BAR_HEIGHT = baseTheme.layout.bottomBarHeight;

/** A list of the bar's items, in a row; icons only where the labels would not fit. */
export const navListLook = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { position: 'relative', display: 'flex', alignItems: 'center' },
  '& > li svg': { flexShrink: 0 },
  [mediaUp('md')]: { '& > li svg': { display: 'none' } },
});

/** Every item of the bar (a link, the account menu's button, mf-chat's link) looks and behaves the same. */
export const navItemLook = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  border: 0,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
  '&[aria-current="page"]': { color: theme.colors.primary },
});

export const navStyles = (theme: Theme): CSSObject => ({
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.sm,
  // Hidden until a keyboard user tabs to it, then shown over the bar.
  '.shell-skip-link': {
    position: 'absolute',
    left: theme.space[2],
    top: -100,
    zIndex: theme.zIndices.progress,
    padding: `${theme.space[2]}px ${theme.space[3]}px`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    boxShadow: theme.shadows.md,
    '&:focus': { top: theme.space[2] },
  },
  '.nav-bar': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[3],
    maxWidth: theme.layout.contentMaxWidth,
    // A page the server rendered keeps this room for the bar until the shell draws it (server-frame.ts).
    minHeight: theme.layout.headerHeight,
    margin: '0 auto',
    padding: `0 ${theme.space[4]}px`,
  },
  // The operator picks the site's name: a long one-word name ("Herzenssache") beside a long login label
  // ("Zaloguj się") made a 320-375 px phone scroll sideways. The name scales with the screen, may shrink, and
  // as a last resort breaks, so the bar always fits.
  '.nav-brand': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minWidth: 0,
    marginRight: 'auto',
    color: theme.colors.primary,
    fontSize: `clamp(${theme.fontSizes.md}, 5vw, ${theme.fontSizes.xl})`,
    fontWeight: 800,
    textDecoration: 'none',
    letterSpacing: '-0.01em',
  },
  '.nav-brand-name': { minWidth: 0, overflowWrap: 'break-word' as const },
  '.nav-logo': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    flexShrink: 0,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: 18,
  },
  '.nav-back': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceMuted },
  },
  '.nav-items': navListLook(theme),
  '.nav-items > li > a': navItemLook(theme),
  '.nav-login': {
    background: `${theme.colors.primary} !important`,
    color: `${theme.colors.onPrimary} !important`,
  },
  [mediaDown('sm')]: {
    '.nav-bar': { gap: theme.space[2], padding: `0 ${theme.space[3]}px` },
    // The login label alone: its icon would take the room the site's name needs.
    '.nav-login svg': { display: 'none' },
  },
  [mediaUp('md')]: {
    position: 'sticky' as const,
    top: 0,
    zIndex: theme.zIndices.nav,
  },
});
