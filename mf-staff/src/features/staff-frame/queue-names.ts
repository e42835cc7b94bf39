// @feature-public: other features import this module (docs/conventions.md, Layout).
// Typed copies of the contract's queue list and of who works each queue (the contract's values carry zod,
// which browser code imports only as types): the checks below fail to compile when a copy and the contract
// differ.
import type { IntlShape } from 'react-intl';
import type {
  QUEUE_PERMISSIONS as CONTRACT_QUEUE_PERMISSIONS,
  StaffPermission,
  StaffQueue,
} from '@dating/shared/contract';

export const QUEUES = [
  'photos',
  'profileReports',
  'chatReports',
  'complaints',
  'appeals',
] as const satisfies readonly StaffQueue[];

const everyQueueListed: StaffQueue extends (typeof QUEUES)[number] ? true : never = true;
void everyQueueListed;

export const QUEUE_PERMISSIONS = {
  photos: ['queues.moderate'],
  profileReports: ['queues.moderate'],
  chatReports: ['queues.moderate'],
  complaints: ['queues.moderate', 'queues.complaints'],
  appeals: ['queues.moderate'],
} as const satisfies typeof CONTRACT_QUEUE_PERMISSIONS;
const sameQueuePermissions: typeof CONTRACT_QUEUE_PERMISSIONS extends typeof QUEUE_PERMISSIONS
  ? true
  : never = true;
void sameQueuePermissions;

/** Every permission that opens some queue: a page about all queues is for whoever holds one of them. */
export const ANY_QUEUE_PERMISSIONS: readonly StaffPermission[] = [
  ...new Set(Object.values(QUEUE_PERMISSIONS).flat()),
];

/** The queues these permissions open, in the navigation's order. */
export function queuesFor(permissions: readonly StaffPermission[]): StaffQueue[] {
  return QUEUES.filter((queue) =>
    QUEUE_PERMISSIONS[queue].some((permission: StaffPermission) => permissions.includes(permission)),
  );
}

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
