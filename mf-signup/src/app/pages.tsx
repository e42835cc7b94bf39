// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';
import { DeleteAccountPage } from '../features/account-deletion/delete-account-page';
import { ActivateDonePage } from '../features/activation/activate-done-page';
import { ActivateErrorPage } from '../features/activation/activate-error-page';
import { LoginPage } from '../features/login/login-page';
import { ResetPasswordDoPage } from '../features/password-reset/reset-password-do-page';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page';
import { MailChangeDoPage } from '../features/settings/mail-change-do-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SignupFlow } from '../features/signup/signup-flow';

export interface PageProps {
  route: RouteMatch;
}

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
