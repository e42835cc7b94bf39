// The browser entry of @dating/shared (a federation singleton). The DOM-free part is also `@dating/shared/contract`.
// The contract's zod schemas are not re-exported as values: every export of a shared singleton is
// downloaded on every page, and zod alone is ~26 KB gzip. Forms that validate in the browser import the
// request schemas from `@dating/shared/validation`, which ends up in their own lazy chunks. Likewise
// `createRemoteApp` (and single-spa-react with it) is `@dating/shared/remote-app`, bundled by each remote, and
// the form fields and Modal are `@dating/shared/forms` and `@dating/shared/dialog`, bundled by the lazy chunks
// that show them.
export * from './contract/locales';
export * from './contract/route-paths';
export * from './contract/content-blocks';
export * from './contract/route-owners';
export * from './contract/route-table';
export * from './contract/server-page';
export * from './contract/version-range';
export * from './contract/bus-events';
export * from './contract/domain';
export * from './contract/live-protocol';
export * from './contract/api-url';
export * from './contract/member-search-call';
export * from './contract/remote-error-summary';
export type * from './contract';

export { createBus, type Bus, type BusEnvelope } from './bus/create-bus';
export { getBus, resetBusForTests } from './bus/get-bus';
export { useBusEvent, useBusState, usePublish } from './bus/use-bus';

export { navigate, LOCATION_CHANGE_EVENT, type NavigateOptions } from './routing/navigate';
export { useLocation, useRoute, type CurrentLocation } from './routing/use-location';
export { currentRouteTable, matchRoute, resolveCurrentRoute, setRoutes } from './routing/current-routes';
export { Link, type LinkProps } from './routing/link';

// The class shadows the contract's `ApiError` body interface on purpose: in the browser, `ApiError` is what a call
// rejects with. The body shape stays available from `@dating/shared/contract`.
export { ApiError, isApiError, type ClientErrorId } from './api-client/api-error';
export { createIdempotencyKey } from './api-client/idempotency-key';
export {
  createApiClient,
  type ApiClient,
  type ApiClientDependencies,
  type RequestOptions,
  type ResponseSchema,
} from './api-client/create-api-client';
export { api } from './api-client/api';
export { pushSubscriptionBody } from './push/push-subscription-body';

export { LocaleProvider, preloadMessages, type LocaleProviderProps } from './i18n/locale-provider';
export { useLocale } from './i18n/use-locale';
export { useSiteCopy, type SiteCopyKey } from './i18n/use-site-copy';
export { isolate } from './i18n/isolate-text';
export type { LoadMessages, Messages } from './i18n/message-cache';
export {
  createFormatters,
  useFormatters,
  type Formatters,
  type DateInput,
  type DateStyle,
} from './i18n/formatters';
export {
  errorMessageDescriptor,
  errorMessageId,
  useErrorMessage,
  type ErrorMessageDescriptor,
} from './errors/error-message';

export {
  theme,
  baseTheme,
  createTheme,
  spacing,
  type AppTheme,
  type ThemeColors,
  type ThemeOverrides,
} from './theme/theme';
export { createEmotionCache, type EmotionCacheOptions } from './theme/emotion-cache';
export { ThemeRoot, type ThemeRootProps } from './theme/theme-root';
export { GlobalStyles } from './theme/global-styles';
export {
  mediaUp,
  mediaDown,
  prefersReducedMotion,
  useMediaQuery,
  useIsPhone,
  type Breakpoint,
} from './theme/media';
export { visuallyHidden } from './theme/visually-hidden';

export {
  Button,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
} from './components/button/button';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './components/button/button-styles';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { ContentText, type ContentTextProps } from './components/content-text/content-text';
export { Icon, type IconName, type IconProps } from './components/icon/icon';
export { OnlineStatus, type OnlineStatusProps } from './components/online-status/online-status';
export { FictionalMark, type FictionalMarkProps } from './components/fictional-mark/fictional-mark';
export { useDialogFocus } from './components/modal/use-dialog-focus';
export {
  CloseButton,
  type CloseButtonProps,
  type CloseButtonSize,
} from './components/close-button/close-button';
export { Alert, type AlertProps, type AlertVariant } from './components/alert/alert';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeVariant } from './components/badge/badge';
export { Toast, type ToastProps } from './components/toast/toast';
export { Toaster, DEFAULT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from './components/toast/toaster';
export { useToast, showToast, type ToastApi, type ToastOptions } from './components/toast/use-toast';
export { ProgressBar } from './components/progress-bar/progress-bar';
export { useProgress, startProgress, trackProgress } from './components/progress-bar/use-progress';
export {
  PROGRESS_THROTTLE_MS,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_AFTER_MS,
} from './components/progress-bar/progress-timing';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export { PageHeading, type PageHeadingProps } from './components/page-heading/page-heading';
export { PageFrame, type PageFrameProps } from './components/page-frame/page-frame';
export { pageTitleClaimed, setPageTitle } from './components/page-heading/page-title';
export { usePageTitle } from './components/page-heading/use-page-title';
export {
  applyHeadLinks,
  canonicalOrigin,
  dropLanderFirstScreen,
  dropServerHead,
  type HeadLinkSet,
} from './components/page-heading/head-links';
export {
  isProfileOptionField,
  PROFILE_OPTION_IDS,
  type ProfileOptionField,
  useProfileOptionLabels,
} from './profile-options/profile-option-labels';

export { useSession, type SessionState } from './session/use-session';
export { readLocaleCookie, localeCookie } from './i18n/locale-cookie';
// The shell's own server-drawn pages load their locale data before hydrating, as a remote's do (hydration.ts).
export { loadServerLocaleData } from './remote-app/locale-data';
