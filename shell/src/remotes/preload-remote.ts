// Starts downloading the remote of the current route as soon as the shell runs, in parallel with the
// session and settings requests: its manifest, then its entry, page chunks and the messages of the
// likely locale all at once, instead of one after the other as mounting would request them.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Locale } from '@dating/shared';
import { resolveRoute } from '../routing/route-table';
import type { RemoteName } from './remote-names';

const MESSAGES_CHUNK = /\/messages-([a-z]{2})\.[^/]*\.js$/;
const EXPOSE_CHUNK = /\/__federation_expose_([^/.]+)\.[^/]*\.js$/;

/** Preload only the page's own code: the `./app` expose and the messages of one locale. */
export function preloadFilter(locale: Locale): (url: string) => boolean {
  return (url) => {
    const messages = MESSAGES_CHUNK.exec(url);
    if (messages) return messages[1] === locale;
    const expose = EXPOSE_CHUNK.exec(url);
    return !expose || expose[1] === 'app';
  };
}

export function preloadRemoteApp(remote: RemoteName, locale: Locale): void {
  preloadRemote([
    { nameOrAlias: remote, exposes: ['./app'], resourceCategory: 'all', filter: preloadFilter(locale) },
  ]).catch(() => {
    // Only a head start: mounting loads (and reports) whatever the preload could not.
  });
}

export function preloadRouteRemote(pathname: string, locale: Locale): void {
  const { owner } = resolveRoute(pathname).config;
  if (owner !== 'shell') preloadRemoteApp(owner, locale);
}
