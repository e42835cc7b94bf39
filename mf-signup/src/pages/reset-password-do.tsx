import { withQueryClient } from '../app/query-client';
import { ResetPasswordDoPage } from '../features/password-reset/reset-password-do-page';

export default withQueryClient(ResetPasswordDoPage);
