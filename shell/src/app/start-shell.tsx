// Start-up: the registry comes with the page, so the current route's remote starts downloading at once;
// settings and session are answered from the page too (its first answers), or load in parallel from an older
// server; then the layout renders and single-spa mounts the remote.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start, triggerAppChange } from 'single-spa';
import { getBus } from '@dating/shared';
import { initialLocale } from '../locale/initial-locale';
import { answerSiteLocalesSupported } from '../locale/site-locales-supported';
import { fetchRegistry, type SiteRegistry } from '../remotes/fetch-registry';
import { registerRemoteManifests } from '../remotes/federation';
import { readInlineRegistry } from '../remotes/inline-registry';
import { preloadRouteRemote } from '../remotes/preload-remote';
import { registerRemoteApplications } from '../remotes/register-remote-applications';
import { sendFunnelVisitWhenIdle } from '../funnel/funnel-visit-beacon';
import { reportUnhandledRemoteErrors } from '../remotes/remote-error-beacon';
import { installRoutes } from '../routing/route-table';
import '../remotes/remote-only-singletons';
import { loadSession } from '../session/load-session';
import { followInterestsLocale } from '../settings/interests-in-locale';
import { loadSettings } from '../settings/load-settings';
import { followPageRequests } from './page-requests';
import { hydrateServerPage } from './server-page';
import { slotElement } from './slot-element';
import { ShellRoot } from './shell-root';
import { remotesReady } from './remotes-ready';
import { yieldToMain } from './yield-to-main';

async function loadRegistry(): Promise<SiteRegistry> {
  const inline = readInlineRegistry();
  if (inline) return inline;
  try {
    return await fetchRegistry();
  } catch (error) {
    // Without a registry every remote shows its error state with a retry; shell pages still work.
    console.error('The remote registry could not be loaded', error);
    return { manifests: {}, routes: { routes: [], landerKinds: {} } };
  }
}

export async function startShell(): Promise<void> {
  // The libraries' and the shell's modules were evaluated in the task that got here.
  await yieldToMain();
  // Before the first text is formatted (react-intl's providers ask it).
  answerSiteLocalesSupported();
  const bus = getBus();
  const settings = loadSettings();
  const session = loadSession();
  // Answered from the page, these resolve at once: each step below gets a task of its own.
  await yieldToMain();
  const registered = loadRegistry().then(async ({ manifests, routes }) => {
    registerRemoteManifests(manifests);
    installRoutes(routes);
    await yieldToMain();
    // The locale is a guess until settings and session arrive; a wrong guess costs one extra request.
    preloadRouteRemote(window.location.pathname, initialLocale(null));
  });

  // The layout needs the routes the registry publishes before it can tell a page from a 404.
  const [loadedSettings, user] = await Promise.all([settings, session, registered]);
  if (loadedSettings) bus.publish('settings.loaded', { settings: loadedSettings });
  bus.publish('locale.changed', { locale: user?.language ?? initialLocale(loadedSettings) });
  bus.publish('session.changed', { user });
  if (loadedSettings) followInterestsLocale(bus, initialLocale(loadedSettings));
  followPageRequests(bus);
  await yieldToMain();

  // A page the server drew is hydrated in a root of its own, before the layout decides where its page goes.
  void hydrateServerPage();
  // A transition lets React render the first screen in slices that give the phone's main thread back
  // between them, instead of one long task that holds off input (Total Blocking Time).
  const root = createRoot(slotElement('shell-root'));
  startTransition(() => root.render(<ShellRoot />));
  await yieldToMain();

  remotesReady.resolve();
  reportUnhandledRemoteErrors();
  sendFunnelVisitWhenIdle(user !== null && user !== undefined);
  registerRemoteApplications();
  await yieldToMain();
  // Logging in or out changes which remotes may be mounted on the current route.
  bus.on('session.changed').subscribe(() => void triggerAppChange());
  start({ urlRerouteOnly: true });
}
