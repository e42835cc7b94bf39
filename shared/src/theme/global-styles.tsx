// Page-wide base styles. Only the shell renders them; remotes render ThemeRoot without globals.
import { Global, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: theme.fonts.body,
          fontSize: theme.fontSizes.md,
          lineHeight: theme.lineHeights.body,
          color: theme.colors.text,
          backgroundColor: theme.colors.background,
        },
        a: { color: theme.colors.link },
        ':focus-visible': theme.focusRing,
        'img, svg, video': { maxWidth: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            // The CSS types list keyword values only; `!important` is valid CSS all the same.
            scrollBehavior: 'auto !important' as 'auto',
          },
        },
      }}
    />
  );
}
