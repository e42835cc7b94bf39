// Groups of routes the spec's show/hide rules name (section 2, "Banners, alerts, modals").
import type { RouteName } from '@dating/shared';

type RouteSet = ReadonlySet<RouteName | (string & {})>;

/** Members area: where the time bonus shows and its modal timer runs. */
export const MEMBERS_AREA: RouteSet = new Set([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
]);

/** The default layout hides the site-entry warning on these. */
export const NO_SITE_ENTRY_WARNING: RouteSet = new Set([
  'complete-signup',
  'reset-password',
  'reset-password-do',
]);

export const NO_ACTIVATION_REMINDER: RouteSet = new Set([
  'signup',
  'complete-signup',
  'settings',
  'settings-delete-account',
  'notifications',
]);

export const NO_PROFILE_PHOTO_ALERT: RouteSet = new Set([
  'profile',
  'signup',
  'complete-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
  'settings-delete-account',
]);

export const NO_PUSH_ALERT: RouteSet = new Set([
  'signup',
  'complete-signup',
  'notifications',
  'activate-done',
  'directdebit',
  'premium',
]);

export const NO_DISABLED_NOTIFICATIONS_ALERT: RouteSet = new Set([
  'settings',
  'settings-delete-account',
  'notifications',
]);

/** Installed-app mode shows a back button on member, likes and credits pages (there is no browser bar). */
export const BACK_BUTTON_ROUTES: RouteSet = new Set([
  'members-id',
  'likes-m-id',
  'likes',
  'likes-type',
  'credits',
  'credits-repeat-order',
  'credits-id-paymentmethod',
]);

export function isIn(set: RouteSet, route: string | null | undefined): boolean {
  return route != null && set.has(route);
}
