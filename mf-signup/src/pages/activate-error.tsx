import { withQueryClient } from '../app/query-client';
import { ActivateErrorPage } from '../features/activation/activate-error-page';

export default withQueryClient(ActivateErrorPage);
