// @feature-public: other features import this module (docs/conventions.md, Layout).
// Typed copies of the contract's decisions and grounds (its values carry zod, which browser code imports only
// as types): each `satisfies` and check below fails to compile when a copy and the contract differ. And the
// names staff read for the contract's codes: decisions, grounds, report reasons and complaint topics.
import type { IntlShape } from 'react-intl';
import type {
  ChatReportReason,
  ComplaintTopic,
  DecisionGround,
  DecisionKind,
  ReportReason,
  StaffQueue,
} from '@dating/shared/contract';

export const QUEUE_DECISIONS = {
  photos: ['approve', 'reject'],
  profileReports: ['dismiss', 'warn', 'suspend', 'ban'],
  chatReports: ['dismiss', 'warn', 'suspend', 'ban'],
  complaints: ['resolve', 'dismiss'],
  appeals: ['uphold', 'reverse'],
} as const satisfies Record<StaffQueue, readonly DecisionKind[]>;

export const DECISION_GROUNDS = [
  'fake_profile',
  'harassment',
  'spam',
  'nudity',
  'underage',
  'scam',
  'illegal_content',
  'other_terms',
] as const satisfies readonly DecisionGround[];
const everyGroundListed: DecisionGround extends (typeof DECISION_GROUNDS)[number] ? true : never = true;
void everyGroundListed;

/** The decisions that send the member a statement of reasons (the contract's DECISIONS_WITH_STATEMENT). */
export const DECISIONS_WITH_STATEMENT: readonly DecisionKind[] = [
  'reject',
  'warn',
  'suspend',
  'ban',
  'uphold',
  'reverse',
];

/** Decisions that restrict a member rest on a ground from the short list. */
export const DECISIONS_WITH_GROUND: readonly DecisionKind[] = ['reject', 'warn', 'suspend', 'ban'];

export function decisionName(intl: IntlShape, decision: DecisionKind): string {
  switch (decision) {
    case 'approve':
      return intl.formatMessage({ id: 'staff.queues.decisionApprove' });
    case 'reject':
      return intl.formatMessage({ id: 'staff.queues.decisionReject' });
    case 'dismiss':
      return intl.formatMessage({ id: 'staff.queues.decisionDismiss' });
    case 'warn':
      return intl.formatMessage({ id: 'staff.queues.decisionWarn' });
    case 'suspend':
      return intl.formatMessage({ id: 'staff.queues.decisionSuspend' });
    case 'ban':
      return intl.formatMessage({ id: 'staff.queues.decisionBan' });
    case 'resolve':
      return intl.formatMessage({ id: 'staff.queues.decisionResolve' });
    case 'uphold':
      return intl.formatMessage({ id: 'staff.queues.decisionUphold' });
    case 'reverse':
      return intl.formatMessage({ id: 'staff.queues.decisionReverse' });
  }
}

export function groundName(intl: IntlShape, ground: DecisionGround): string {
  switch (ground) {
    case 'fake_profile':
      return intl.formatMessage({ id: 'staff.queues.groundFakeProfile' });
    case 'harassment':
      return intl.formatMessage({ id: 'staff.queues.groundHarassment' });
    case 'spam':
      return intl.formatMessage({ id: 'staff.queues.groundSpam' });
    case 'nudity':
      return intl.formatMessage({ id: 'staff.queues.groundNudity' });
    case 'underage':
      return intl.formatMessage({ id: 'staff.queues.groundUnderage' });
    case 'scam':
      return intl.formatMessage({ id: 'staff.queues.groundScam' });
    case 'illegal_content':
      return intl.formatMessage({ id: 'staff.queues.groundIllegalContent' });
    case 'other_terms':
      return intl.formatMessage({ id: 'staff.queues.groundOtherTerms' });
  }
}

/**
 * The reason a member picked for a profile or chat report, in the words of the report dialog (shared's), so
 * staff read what the member chose; a code the contract does not list shows as stored.
 */
export function reportReasonName(intl: IntlShape, reason: string): string {
  switch (reason as ReportReason | ChatReportReason) {
    case 'fake':
      return intl.formatMessage({ id: 'shared.report.reason.fake' });
    case 'offensive':
      return intl.formatMessage({ id: 'shared.report.reason.offensive' });
    case 'spam':
      return intl.formatMessage({ id: 'shared.report.reason.spam' });
    case 'scam':
      return intl.formatMessage({ id: 'shared.report.reason.scam' });
    case 'underage':
      return intl.formatMessage({ id: 'shared.report.reason.underage' });
    case 'other':
      return intl.formatMessage({ id: 'shared.report.reason.other' });
    default:
      return reason;
  }
}

/** What a complaint is about, as the complainant chose it on /complaints; an unknown code shows as stored. */
export function complaintTopicName(intl: IntlShape, topic: string): string {
  switch (topic as ComplaintTopic) {
    case 'billing':
      return intl.formatMessage({ id: 'staff.queues.topicBilling' });
    case 'profile':
      return intl.formatMessage({ id: 'staff.queues.topicProfile' });
    case 'conduct':
      return intl.formatMessage({ id: 'staff.queues.topicConduct' });
    case 'privacy':
      return intl.formatMessage({ id: 'staff.queues.topicPrivacy' });
    case 'technical':
      return intl.formatMessage({ id: 'staff.queues.topicTechnical' });
    case 'other':
      return intl.formatMessage({ id: 'staff.queues.topicOther' });
    default:
      return topic;
  }
}
