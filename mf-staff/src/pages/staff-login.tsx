import { withQueryClient } from '../app/query-client';
import { StaffLoginPage } from '../features/staff-login/staff-login-page';

export default withQueryClient(StaffLoginPage);
