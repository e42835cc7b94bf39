// The single-spa lifecycles and the providers of a remote, made once here so that every remote mounts,
// crashes and wraps its pages the same way, and single-spa-react is one copy inside the shared singleton.
import type { EmotionCache } from '@emotion/cache';
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { LocaleProvider } from '../i18n/locale-provider';
import type { LoadMessages } from '../i18n/message-cache';
import { ThemeRoot } from '../theme/theme-root';
import { RemoteCrash } from './remote-crash';
import type { RemoteIdentity } from './remote-identity';
import { RemoteRoot, type RemotePages } from './remote-root';

export interface CreateRemoteAppOptions extends RemoteIdentity {
  /** The remote's own cache (`createEmotionCache('<package>')`), so its class names stay apart. */
  emotionCache: EmotionCache;
  /** The remote's messages loader; each package builds its own, so the remote passes it in. */
  loadMessages: LoadMessages;
  /** The page map, loaded after the lifecycles so the shell can mount the remote before its pages arrive. */
  loadPages: () => Promise<RemotePages>;
}

export interface RemoteProvidersProps {
  children: ReactNode;
}

type Lifecycles = ReactAppOrParcel<object>;

export type RemoteWidgetLifecycles = Lifecycles;

export interface RemoteApp extends Required<Pick<Lifecycles, 'bootstrap' | 'mount' | 'unmount'>> {
  /** Everything a tree of this remote needs around it: its emotion cache, the theme, its messages. */
  RemoteProviders: ComponentType<RemoteProvidersProps>;
  /**
   * Parcel lifecycles for a widget the shell mounts in its layout (a header badge). A broken widget must
   * not break the layout, so it renders nothing instead of reporting a crashed area.
   */
  createWidget: (Widget: ComponentType) => RemoteWidgetLifecycles;
}

export function createRemoteApp({
  emotionCache,
  loadMessages,
  loadPages,
  ...identity
}: CreateRemoteAppOptions): RemoteApp {
  function RemoteProviders({ children }: RemoteProvidersProps) {
    return (
      <ThemeRoot cache={emotionCache}>
        <LocaleProvider loadMessages={loadMessages}>{children}</LocaleProvider>
      </ThemeRoot>
    );
  }

  const { bootstrap, mount, unmount } = singleSpaReact<object>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    loadRootComponent: () =>
      loadPages().then((pages) => {
        const root = () => <RemoteRoot identity={identity} pages={pages} Providers={RemoteProviders} />;
        return root;
      }),
    errorBoundary: (error) => <RemoteCrash remote={identity.name} error={error} />,
  });

  function createWidget(Widget: ComponentType): RemoteWidgetLifecycles {
    const widgetInProviders = () => (
      <RemoteProviders>
        <Widget />
      </RemoteProviders>
    );
    const { bootstrap, mount, unmount, update } = singleSpaReact<object>({
      React,
      ReactDOMClient,
      renderType: 'createRoot',
      rootComponent: widgetInProviders,
      errorBoundary: () => <></>,
    });
    return { bootstrap, mount, unmount, update };
  }

  return { bootstrap, mount, unmount, RemoteProviders, createWidget };
}
