// The remotes the shell mounts and the server serves, and what a route needs of its remote. Which remote
// shows which route is not here: each remote declares its routes (route-table.ts).
import type { Locale } from './locales';

/** Federation container name of each remote -> its package folder (the path under /mf/). */
export const REMOTES = {
  mf_members: 'mf-members',
  mf_chat: 'mf-chat',
  mf_payments: 'mf-payments',
  mf_signup: 'mf-signup',
  mf_landers: 'mf-landers',
  mf_staff: 'mf-staff',
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTES, value);
}

/**
 * What a route needs of its remote, by expose name: the lifecycles, the route's page and the remote's
 * messages of one locale, each one file (build-config/webpack/pages/page-files.mjs names them). The shell
 * preloads these through the federation runtime and the server names their files in the page it sends.
 */
export function routeExposes(route: string, locale: Locale): string[] {
  return ['./app', `./page/${route}`, `./messages/${locale}`];
}
