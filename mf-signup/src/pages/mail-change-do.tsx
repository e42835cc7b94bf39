import { withQueryClient } from '../app/query-client';
import { MailChangeDoPage } from '../features/settings/mail-change-do-page';

export default withQueryClient(MailChangeDoPage);
