// The back office's own API client. A staff call that finds no staff session must not log the member of this
// browser out (the shared client's default on authentication_required): the staff gate sends the staff
// member to /staff/login instead.
import { createApiClient } from '@dating/shared';

export const staffApi = createApiClient({ onAuthenticationRequired: () => {} });
