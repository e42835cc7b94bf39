// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
// Each page is its own chunk, so a visit downloads only the page of its route. The chunk is named
// `page~<every route that shows it>`: the shell's preload picks the current route's page chunk from the
// manifest by that name (shell/src/remotes/preload-remote.ts) and fetches it together with remoteEntry.js,
// instead of after this remote's root has run. One import per page module, so the routes sharing a page
// share its chunk.
// The pages with server state sit in this remote's query store (withQueryClient). The store and TanStack
// Query load beside such a page's chunk, never with this module: /login, which this module also serves,
// stays within its script budget without them.
import { lazy, type ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';

export interface PageProps {
  route: RouteMatch;
}

type PageWrapper = (page: ComponentType<PageProps>) => ComponentType<PageProps>;

/**
 * The page in its own chunk (the remote's root shows it inside a Suspense boundary). `wrap` loads a wrapper
 * for it at the same time as the page's chunk.
 */
function lazyPage(
  load: () => Promise<ComponentType<PageProps>>,
  wrap?: () => Promise<PageWrapper>,
): ComponentType<PageProps> {
  return lazy(() =>
    Promise.all([load(), wrap?.()]).then(([page, wrapper]) => ({ default: wrapper ? wrapper(page) : page })),
  );
}

/**
 * This remote's query store around a page (./query-client, loaded only by the pages that use it). Its chunk
 * is named after the routes of those pages like a page chunk, so the shell preloads it on exactly those
 * routes (and not on /login); pages.test.ts keeps the name in step with the pages below.
 */
const withQueryClient = () =>
  import(
    /* webpackChunkName: "page~signup~complete-signup~reset-password~reset-password-do~activate-error~mail-change-do~settings~settings-delete-account" */ './query-client'
  ).then((module) => module.withQueryClient);

const SignupFlow = lazyPage(
  () =>
    import(/* webpackChunkName: "page~signup~complete-signup" */ '../features/signup/signup-flow').then(
      (module) => module.SignupFlow,
    ),
  withQueryClient,
);
const LoginPage = lazyPage(() =>
  import(/* webpackChunkName: "page~login" */ '../features/login/login-page').then(
    (module) => module.LoginPage,
  ),
);
const ResetPasswordPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page~reset-password" */ '../features/password-reset/reset-password-page'
    ).then((module) => module.ResetPasswordPage),
  withQueryClient,
);
const ResetPasswordDoPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page~reset-password-do" */ '../features/password-reset/reset-password-do-page'
    ).then((module) => module.ResetPasswordDoPage),
  withQueryClient,
);
const ActivateDonePage = lazyPage(() =>
  import(/* webpackChunkName: "page~activate-done" */ '../features/activation/activate-done-page').then(
    (module) => module.ActivateDonePage,
  ),
);
const ActivateErrorPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page~activate-error" */ '../features/activation/activate-error-page').then(
      (module) => module.ActivateErrorPage,
    ),
  withQueryClient,
);
const MailChangeDoPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page~mail-change-do" */ '../features/settings/mail-change-do-page').then(
      (module) => module.MailChangeDoPage,
    ),
  withQueryClient,
);
const SettingsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page~settings" */ '../features/settings/settings-page').then(
      (module) => module.SettingsPage,
    ),
  withQueryClient,
);
const DeleteAccountPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page~settings-delete-account" */ '../features/account-deletion/delete-account-page'
    ).then((module) => module.DeleteAccountPage),
  withQueryClient,
);

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  signup: SignupFlow,
  'complete-signup': SignupFlow,
  login: LoginPage,
  'reset-password': ResetPasswordPage,
  'reset-password-do': ResetPasswordDoPage,
  'activate-done': ActivateDonePage,
  'activate-error': ActivateErrorPage,
  'mail-change-do': MailChangeDoPage,
  settings: SettingsPage,
  'settings-delete-account': DeleteAccountPage,
};
