import { withQueryClient } from '../app/query-client';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page';

export default withQueryClient(ResetPasswordPage);
