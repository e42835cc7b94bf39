// The styling context every app renders inside: theme, its own emotion cache, and (for the shell) base styles.
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { type AppTheme, theme as defaultTheme } from './theme';

export interface ThemeRootProps {
  /** The app's cache from `createEmotionCache('<app-key>')`. */
  cache: EmotionCache;
  theme?: AppTheme;
  /** Page-wide base styles: true in the shell only. */
  globalStyles?: boolean;
  children: ReactNode;
}

export function ThemeRoot({ cache, theme = defaultTheme, globalStyles = false, children }: ThemeRootProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {globalStyles && <GlobalStyles />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
