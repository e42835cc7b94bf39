import type { ClaimAnswer, DecideAnswer, DecideBody, QueuePage, StaffQueue } from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

export const queueKey = (queue: StaffQueue) => ['staff', 'queue', queue] as const;

/** GET queues/:queue: open items, oldest first, a page at a time. */
export const getQueuePage = (queue: StaffQueue, cursor: string | null, signal?: AbortSignal) =>
  staffApi.request<QueuePage>('GET', `/api/staff/queues/${queue}`, undefined, {
    signal,
    query: { cursor },
  });

export const claimItem = (queue: StaffQueue, id: number) =>
  staffApi.request<ClaimAnswer>('POST', `/api/staff/queues/${queue}/${id}/claim`, undefined, {
    retry: false,
  });

export const releaseItem = (queue: StaffQueue, id: number) =>
  staffApi.request<unknown>('POST', `/api/staff/queues/${queue}/${id}/release`, undefined, { retry: false });

export const decideItem = (queue: StaffQueue, id: number, body: DecideBody) =>
  staffApi.request<DecideAnswer>('POST', `/api/staff/queues/${queue}/${id}/decide`, body, { retry: false });
