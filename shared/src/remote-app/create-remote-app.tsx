// The single-spa lifecycles and the providers of a remote, made once here so that every remote mounts,
// crashes and wraps its pages the same way. Only remotes need it, so it is the subpath entry
// `@dating/shared/remote-app` that they bundle, not part of the browser entry every page downloads.
import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
// Through the package name, not relative paths: a remote bundles this folder, and its providers must be the
// shared singleton's (one locale and theme context per page), not copies of their own.
import { LocaleProvider, ThemeRoot, type LoadMessages } from '@dating/shared';
import { noteEarlyInput } from './early-input';
import { hydrationReady } from './hydration';
import { RemoteCrash } from './remote-crash';
import type { RemoteIdentity } from './remote-identity';
import { createPageLoader, type RemotePageLoaders } from './page-loader';
import { RemoteRoot } from './remote-root';

export interface CreateRemoteAppOptions extends RemoteIdentity {
  /** The remote's own cache (`createEmotionCache('<package>')`), so its class names stay apart. */
  emotionCache: EmotionCache;
  /** The remote's messages loader; each package builds its own, so the remote passes it in. */
  loadMessages: LoadMessages;
  /** A loader per route's page file (`@dating/build-config/pages`); a page downloads when its route shows. */
  pages: RemotePageLoaders;
  /** The remote's query store, which a page rendered on the server starts from (render-on-server.tsx). */
  queryClient?: QueryClient;
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
  pages,
  queryClient,
  ...identity
}: CreateRemoteAppOptions): RemoteApp {
  const pageLoader = createPageLoader(pages);
  // Set for the one mount that takes over a page the server rendered (its host holds that HTML).
  let hydrateNext = false;
  // What the visitor entered into that page before it was taken over, reported once its page has mounted
  // (RemoteRoot calls this after the page's own mount effects, which may set its state as the server drew it).
  let earlyInput: (() => Promise<void>) | null = null;
  const reportEarlyInput = () => {
    const report = earlyInput;
    earlyInput = null;
    // After the renders those effects asked for.
    if (report) setTimeout(() => void report(), 0);
  };

  function RemoteProviders({ children }: RemoteProvidersProps) {
    return (
      <ThemeRoot cache={emotionCache}>
        <LocaleProvider loadMessages={loadMessages}>{children}</LocaleProvider>
      </ThemeRoot>
    );
  }

  const lifecycles = singleSpaReact<object>({
    React,
    ReactDOMClient,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: () => (
      <RemoteRoot
        identity={identity}
        pages={pageLoader}
        Providers={RemoteProviders}
        onMounted={reportEarlyInput}
      />
    ),
    errorBoundary: (error) => <RemoteCrash remote={identity.name} error={error} />,
  });
  const { bootstrap, unmount } = lifecycles;

  const mount: Lifecycles['mount'] = async (props) => {
    const host = (props as { domElement?: HTMLElement }).domElement;
    hydrateNext = host
      ? await hydrationReady(host, { identity, pageLoader, loadMessages, queryClient })
      : false;
    earlyInput = hydrateNext && host ? noteEarlyInput(host) : null;
    try {
      // A transition: React hydrates or draws the page in slices that give the phone's main thread back
      // between them, instead of one long task that holds off input (Total Blocking Time).
      let mounted: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        mounted = (lifecycles.mount as (props: object) => Promise<unknown>)(props);
      });
      await mounted;
    } finally {
      hydrateNext = false;
    }
  };

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
