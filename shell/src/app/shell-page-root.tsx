// The tree a shell page the server rendered is drawn with: by the shell's server build (server.tsx) and by
// the browser's hydration of it (server-page.tsx), so both draw the same thing. The same providers, in the
// same order, as the shell's own root gives its pages.
import type { EmotionCache } from '@emotion/cache';
import { LocaleProvider, ThemeRoot, type RouteMatch } from '@dating/shared';
import { loadMessages } from '@dating/build-config/messages';
import { ShellErrorBoundary } from '../features/error-page/error-boundary';
import { ShellPage } from '../features/shell-pages/shell-page';

export function ShellPageRoot({
  cache,
  match,
  pathname,
}: {
  cache: EmotionCache;
  match: RouteMatch | null;
  pathname: string;
}) {
  return (
    <ThemeRoot cache={cache}>
      <LocaleProvider loadMessages={loadMessages}>
        <ShellErrorBoundary resetKey={pathname}>
          <ShellPage match={match} />
        </ShellErrorBoundary>
      </LocaleProvider>
    </ThemeRoot>
  );
}
