// @feature-public: other features import this module (docs/conventions.md, Layout).
// What every lander shares: the page root the tests and analytics read (`data-lander`, `data-niche`), the
// canonical and hreflang links, the window title, taking over from the server's first screen, and the loading and error states of its data.
import type { Theme } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  dropLanderFirstScreen,
  EmptyState,
  ErrorState,
  Spinner,
  useBusState,
  usePageTitle,
  useLocation,
  type RouteMatch,
} from '@dating/shared';
import { REMOTE_PACKAGE } from '../../app/remote-name';
import { nichePrefix, type NichePrefix } from './niche';
import { useHeadLinks } from './use-head-links';
import type { LanderData } from './use-lander-data';

export interface LanderFrameProps {
  route: RouteMatch;
  /** The design's name as marketing knows it (`tinderswipe`, `gallery`, `member-landing2`, ...). */
  lander: string;
  title: string;
  /** Dark designs set their own background on the whole page area. */
  tone?: 'light' | 'dark';
  children: ReactNode;
}

export function LanderFrame({ route, lander, title, tone = 'light', children }: LanderFrameProps) {
  const { pathname } = useLocation();
  const niche = useNiche();
  usePageTitle(title);
  useHeadLinks(pathname);
  // The server's first screen (headline and signup link, for a phone whose scripts are still on the way)
  // lies over this page until it has drawn.
  useEffect(() => dropLanderFirstScreen(), []);
  return (
    <section
      data-remote={REMOTE_PACKAGE}
      data-route={route.name}
      data-lander={lander}
      data-niche={niche}
      css={(theme: Theme) => ({
        minHeight: '70vh',
        background: tone === 'dark' ? '#140C18' : theme.colors.background,
        color: tone === 'dark' ? '#FFFFFF' : theme.colors.text,
      })}
    >
      {children}
    </section>
  );
}

export function useNiche(): NichePrefix {
  return nichePrefix(useBusState('settings.loaded')?.settings.niche);
}

/** The data's loading and error states, each in a box as tall as the content it stands for (no shift). */
export function LanderStates<T>({
  data,
  minHeight = 360,
  ratio,
  isEmpty,
  children,
}: {
  data: LanderData<T>;
  /** The height the content will take (px or a CSS length), so its arrival moves nothing below. */
  minHeight?: number | string;
  /** Or the aspect ratio of the content (a clip), for the same reason. */
  ratio?: string;
  /** A site without members to show yet gets an honest empty state instead of an empty design. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (data.status === 'ready' && isEmpty?.(data.data)) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'landers.common.empty-title' })}
        description={intl.formatMessage({ id: 'landers.common.empty-text' })}
      />
    );
  }
  if (data.status === 'ready') return <>{children(data.data)}</>;
  return (
    <div
      css={{
        ...(ratio ? { aspectRatio: ratio } : { minHeight }),
        // As wide as the content will be, also where the layout centres its items.
        width: '100%',
        boxSizing: 'border-box',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
      }}
    >
      {data.status === 'loading' ? (
        <Spinner label={intl.formatMessage({ id: 'landers.common.loading' })} />
      ) : (
        <ErrorState error={data.error} onRetry={data.retry} />
      )}
    </div>
  );
}
