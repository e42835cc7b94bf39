// A member's items: in the top bar on wider screens; below 768 px a fixed bottom bar (thumb reach) with icons
// over short labels, 64 px tall, each target at least 48 px wide. In the member-nav chunk with the items, so a
// visitor's page does not download them.
import type { CSSObject, Theme } from '@emotion/react';
import { mediaDown, mediaUp } from '@dating/shared';
import { BOTTOM_BAR_HEIGHT, navItemLook, navListLook } from '../layout-chrome/nav-styles';

const ITEMS = '& > li > a, & > li > .account-menu > button, & .nav-widget [data-widget-host] a';

export const memberNavStyles = (theme: Theme): CSSObject => ({
  ...navListLook(theme),
  [ITEMS]: navItemLook(theme),
  '.nav-label-short': { display: 'none' },
  '.nav-widget': { gap: 0 },
  '.nav-widget > svg': { display: 'none' },
  '.nav-widget [data-widget-host] a': { display: 'inline-flex' },
  '.nav-avatar': { borderRadius: '50%', objectFit: 'cover' as const, [mediaUp('md')]: { display: 'inline' } },
  [mediaDown('md')]: {
    position: 'fixed' as const,
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndices.nav,
    display: 'grid',
    gridTemplateColumns: 'repeat(5, 1fr)',
    gap: 0,
    height: BOTTOM_BAR_HEIGHT,
    paddingBottom: 'env(safe-area-inset-bottom)',
    background: theme.colors.surface,
    borderTop: `1px solid ${theme.colors.border}`,
    boxShadow: '0 -2px 8px rgba(31, 26, 23, 0.08)',
    '& > li': { justifyContent: 'center', height: '100%' },
    [ITEMS]: {
      flexDirection: 'column' as const,
      justifyContent: 'center',
      gap: 2,
      width: '100%',
      height: '100%',
      minWidth: 48,
      padding: '4px 2px',
      borderRadius: 0,
      fontSize: theme.fontSizes.xs,
    },
    '& > li > .account-menu': { width: '100%', height: '100%' },
    // The remote's link covers the whole cell, the shell's icon sits above its label.
    '.nav-widget': { flexDirection: 'column' as const, justifyContent: 'center' },
    '.nav-widget > svg': { display: 'block', position: 'absolute', top: 8, pointerEvents: 'none' },
    '.nav-widget [data-widget-host]': { position: 'static', width: '100%', height: '100%' },
    '.nav-widget [data-widget-host] a': { paddingTop: 30, justifyContent: 'flex-start' },
    '.nav-badge, [data-testid="unread-badge"]': {
      position: 'absolute' as const,
      top: 4,
      left: 'calc(50% + 4px)',
    },
    '.nav-avatar': { width: 24, height: 24 },
    '.nav-label-long': { display: 'none' },
    '.nav-label-short': { display: 'inline' },
  },
});
