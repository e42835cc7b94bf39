import { withQueryClient } from '../app/query-client';
import { StaffSetupPage } from '../features/staff-login/staff-setup-page';

export default withQueryClient(StaffSetupPage);
