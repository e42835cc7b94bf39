// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { QueueCounts } from '@dating/shared/contract';
import { staffApi } from '../../app/staff-api';

/** Open items per queue (GET /api/staff/queues); the navigation shows them and a decision refreshes them. */
export const QUEUE_COUNTS_KEY = ['staff', 'queue-counts'] as const;

export const getQueueCounts = (signal?: AbortSignal) =>
  staffApi.request<QueueCounts>('GET', '/api/staff/queues', undefined, { signal }).then((a) => a.counts);
