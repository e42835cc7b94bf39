// The page's API client, on the real fetch. Packages import `api`; tests build their own with createApiClient.
import { createApiClient } from './create-api-client';

export const api = createApiClient();
