import { ApiError } from '@dating/shared';
import { STAFF_ME_KEY } from '../features/staff-session/session-calls';
import { queryClient } from './query-client';

afterEach(() => queryClient.clear());

test('a call that finds the staff session gone makes the session be asked again', async () => {
  queryClient.setQueryData(STAFF_ME_KEY, { id: 1 });
  await queryClient
    .fetchQuery({
      queryKey: ['staff', 'queues', 'photos'],
      queryFn: () => Promise.reject(new ApiError(401, 'staff_authentication_required', 'Log in first.')),
      retry: false,
    })
    .catch(() => undefined);
  expect(queryClient.getQueryState(STAFF_ME_KEY)?.isInvalidated).toBe(true);
});

test('any other error leaves the session alone', async () => {
  queryClient.setQueryData(STAFF_ME_KEY, { id: 1 });
  await queryClient
    .fetchQuery({
      queryKey: ['staff', 'queues', 'photos'],
      queryFn: () => Promise.reject(new ApiError(403, 'staff_permission_denied', 'No.')),
      retry: false,
    })
    .catch(() => undefined);
  expect(queryClient.getQueryState(STAFF_ME_KEY)?.isInvalidated).toBe(false);
});
