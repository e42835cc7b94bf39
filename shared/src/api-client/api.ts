// The page's API client, on the real fetch. Packages import `api`; tests build their own with createApiClient.
import { createApiClient } from './create-api-client';
import { withFirstAnswers } from './first-answer-fetch';

export const api = createApiClient({
  fetch: withFirstAnswers((input, init) => globalThis.fetch(input, init)),
});
