// @feature-public: other features import this module (docs/conventions.md, Layout).
// Typed copies of the contract's queue list (the contract's values carry zod, which browser code imports only
// as types): the checks below fail to compile when the copy and the contract differ.
import type { IntlShape } from 'react-intl';
import type { StaffQueue } from '@dating/shared/contract';

export const QUEUES = [
  'photos',
  'profileReports',
  'chatReports',
  'complaints',
  'appeals',
] as const satisfies readonly StaffQueue[];

const everyQueueListed: StaffQueue extends (typeof QUEUES)[number] ? true : never = true;
void everyQueueListed;

export function isQueue(value: string | undefined): value is StaffQueue {
  return (QUEUES as readonly string[]).includes(value ?? '');
}

export function queueName(intl: IntlShape, queue: StaffQueue): string {
  switch (queue) {
    case 'photos':
      return intl.formatMessage({ id: 'staff.frame.queuePhotos' });
    case 'profileReports':
      return intl.formatMessage({ id: 'staff.frame.queueProfileReports' });
    case 'chatReports':
      return intl.formatMessage({ id: 'staff.frame.queueChatReports' });
    case 'complaints':
      return intl.formatMessage({ id: 'staff.frame.queueComplaints' });
    case 'appeals':
      return intl.formatMessage({ id: 'staff.frame.queueAppeals' });
  }
}
