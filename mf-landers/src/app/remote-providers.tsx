// Everything a tree of this remote needs around it: its emotion cache, the theme and its messages in
// the active locale. Used by the pages and by the widgets the shell mounts in its layout.
import type { ReactNode } from 'react';
import { LocaleProvider, ThemeRoot } from '@dating/shared';
import { loadMessages } from '@dating/build-config/messages';
import { emotionCache } from './emotion-cache';

export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot cache={emotionCache}>
      <LocaleProvider loadMessages={loadMessages}>{children}</LocaleProvider>
    </ThemeRoot>
  );
}
