import { withQueryClient } from '../app/query-client';
import { LoginPage } from '../features/login/login-page';

export default withQueryClient(LoginPage);
