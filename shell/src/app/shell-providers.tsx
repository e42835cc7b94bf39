import { useEffect, type ReactNode } from 'react';
import { LocaleProvider, ThemeRoot, useBusState } from '@dating/shared';
import { loadMessages } from '@dating/build-config/messages';
import { emotionCache } from './emotion-cache';

/** Keeps <html lang> on the active locale, for screen readers and hyphenation. */
function DocumentLanguage() {
  const locale = useBusState('locale.changed')?.locale;
  useEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot cache={emotionCache} globalStyles>
      <LocaleProvider loadMessages={loadMessages}>
        <DocumentLanguage />
        {children}
      </LocaleProvider>
    </ThemeRoot>
  );
}
