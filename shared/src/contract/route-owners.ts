// Which remote shows each route, and which routes need a login (ARCHITECTURE.md "Who owns which route").
// In the contract, not only in the shell, because the server needs it too: the page it sends names the
// route's remote, so the browser fetches the remote while the shell's own script is still downloading.
import type { Locale } from './locales';
import type { RouteName } from './route-paths';

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

export type RouteOwner = 'shell' | RemoteName;

export interface RouteOwnership {
  owner: RouteOwner;
  /** A logged-out visitor is sent to /login?next=<path> instead. */
  login: boolean;
}

const shownBy = (owner: RouteOwner, login: boolean): RouteOwnership => ({ owner, login });

export const ROUTE_OWNERS: Record<RouteName, RouteOwnership> = {
  // shell: home, content pages, service pages
  index: shownBy('shell', false),
  complaints: shownBy('shell', false),
  'lang-config': shownBy('shell', false),
  'account-deleted': shownBy('shell', false),
  'pages-ban': shownBy('shell', false),
  'pages-cookies': shownBy('shell', false),
  'pages-faq': shownBy('shell', false),
  'pages-privacy': shownBy('shell', false),
  'pages-return-policy': shownBy('shell', false),
  'pages-service': shownBy('shell', false),
  'pages-terms': shownBy('shell', false),
  'content-token': shownBy('shell', false),

  // mf-members: visitors may search and see profiles when the site allows it, the remote decides
  members: shownBy('mf_members', false),
  'members-id': shownBy('mf_members', false),
  'likes-m-id': shownBy('mf_members', true),
  'match-finder': shownBy('mf_members', true),
  'swipe-game': shownBy('mf_members', true),
  profile: shownBy('mf_members', true),
  'signup-matches': shownBy('mf_members', true),
  notifications: shownBy('mf_members', true),

  // mf-chat
  chats: shownBy('mf_chat', true),
  'chats-id': shownBy('mf_chat', true),
  'members-id-chat': shownBy('mf_chat', true),
  likes: shownBy('mf_chat', true),
  'likes-type': shownBy('mf_chat', true),

  // mf-payments: prices are public, buying needs an account
  pricing: shownBy('mf_payments', false),
  credits: shownBy('mf_payments', true),
  'credits-repeat-order': shownBy('mf_payments', true),
  'credits-id-paymentmethod': shownBy('mf_payments', true),
  directdebit: shownBy('mf_payments', true),
  premium: shownBy('mf_payments', true),
  'transactions-id': shownBy('mf_payments', true),

  // mf-signup: identity and account
  signup: shownBy('mf_signup', false),
  login: shownBy('mf_signup', false),
  'reset-password': shownBy('mf_signup', false),
  'reset-password-do': shownBy('mf_signup', false),
  'activate-done': shownBy('mf_signup', false),
  'activate-error': shownBy('mf_signup', false),
  'mail-change-do': shownBy('mf_signup', false),
  'complete-signup': shownBy('mf_signup', true),
  settings: shownBy('mf_signup', true),
  'settings-delete-account': shownBy('mf_signup', true),

  // mf-landers: marketing pages for visitors
  'landers-tinderswipe': shownBy('mf_landers', false),
  'landers-kind-slug': shownBy('mf_landers', false),
  'members-id-landing': shownBy('mf_landers', false),
  'members-id-landing2-slug': shownBy('mf_landers', false),
  'members-id-landing3-slug': shownBy('mf_landers', false),
  'members-id-signup': shownBy('mf_landers', false),

  // mf-staff: the back office. Not behind the members' login: the remote checks the staff session itself
  // and sends anyone without one to /staff/login (the shell never mounts it on a member's page).
  staff: shownBy('mf_staff', false),
  'staff-login': shownBy('mf_staff', false),
  'staff-setup': shownBy('mf_staff', false),
  'staff-queues-queue': shownBy('mf_staff', false),
  'staff-members': shownBy('mf_staff', false),
  'staff-members-id': shownBy('mf_staff', false),
  'staff-audit': shownBy('mf_staff', false),
  'staff-inbox': shownBy('mf_staff', false),
};

/**
 * What a route needs of its remote, by expose name: the lifecycles, the route's page and the remote's
 * messages of one locale, each one file (build-config/webpack/pages/page-files.mjs names them). The shell
 * preloads these through the federation runtime and the server names their files in the page it sends.
 */
export function routeExposes(route: RouteName, locale: Locale): string[] {
  return ['./app', `./page/${route}`, `./messages/${locale}`];
}
