import { withQueryClient } from '../app/query-client';
import { SettingsPage } from '../features/settings/settings-page';

export default withQueryClient(SettingsPage);
