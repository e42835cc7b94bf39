import { withQueryClient } from '../app/query-client';
import { AuditPage } from '../features/audit/audit-page';

export default withQueryClient(AuditPage);
