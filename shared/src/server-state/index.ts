export { createQueryClient, forgetOnMemberChange, retryDelay, shouldRetry } from './query-client';
export { createQueryStore } from './query-store';
