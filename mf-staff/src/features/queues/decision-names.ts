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
import { storedCodeName } from '../../app/stored-code-name';

export const QUEUE_DECISIONS = {
  photos: ['approve', 'reject'],
  profileReports: ['dismiss', 'warn', 'suspend', 'ban'],
  chatReports: ['dismiss', 'warn', 'suspend', 'ban'],
  complaints: ['resolve', 'dismiss'],
  appeals: ['uphold', 'reverse'],
} as const satisfies Record<StaffQueue, readonly DecisionKind[]>;

const GROUND_NAMES = {
  fake_profile: 'staff.queues.groundFakeProfile',
  harassment: 'staff.queues.groundHarassment',
  spam: 'staff.queues.groundSpam',
  nudity: 'staff.queues.groundNudity',
  underage: 'staff.queues.groundUnderage',
  scam: 'staff.queues.groundScam',
  illegal_content: 'staff.queues.groundIllegalContent',
  other_terms: 'staff.queues.groundOtherTerms',
} as const satisfies Record<DecisionGround, string>;

/** The short list of grounds, in the order the decide form offers them. */
export const DECISION_GROUNDS = Object.keys(GROUND_NAMES) as DecisionGround[];

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

const DECISION_NAMES = {
  approve: 'staff.queues.decisionApprove',
  reject: 'staff.queues.decisionReject',
  dismiss: 'staff.queues.decisionDismiss',
  warn: 'staff.queues.decisionWarn',
  suspend: 'staff.queues.decisionSuspend',
  ban: 'staff.queues.decisionBan',
  resolve: 'staff.queues.decisionResolve',
  uphold: 'staff.queues.decisionUphold',
  reverse: 'staff.queues.decisionReverse',
} as const satisfies Record<DecisionKind, string>;

/** In the words of the member's report dialog (shared's), so staff read what the member chose. */
const REPORT_REASON_NAMES = {
  fake: 'shared.report.reason.fake',
  offensive: 'shared.report.reason.offensive',
  spam: 'shared.report.reason.spam',
  scam: 'shared.report.reason.scam',
  underage: 'shared.report.reason.underage',
  other: 'shared.report.reason.other',
} as const satisfies Record<ReportReason | ChatReportReason, string>;

/** As the complainant chose it on /complaints. */
const COMPLAINT_TOPIC_NAMES = {
  billing: 'staff.queues.topicBilling',
  profile: 'staff.queues.topicProfile',
  conduct: 'staff.queues.topicConduct',
  privacy: 'staff.queues.topicPrivacy',
  technical: 'staff.queues.topicTechnical',
  other: 'staff.queues.topicOther',
} as const satisfies Record<ComplaintTopic, string>;

export const decisionName = (intl: IntlShape, decision: DecisionKind) =>
  storedCodeName(intl, DECISION_NAMES, decision);
export const groundName = (intl: IntlShape, ground: DecisionGround) =>
  storedCodeName(intl, GROUND_NAMES, ground);
export const reportReasonName = (intl: IntlShape, reason: string) =>
  storedCodeName(intl, REPORT_REASON_NAMES, reason);
export const complaintTopicName = (intl: IntlShape, topic: string) =>
  storedCodeName(intl, COMPLAINT_TOPIC_NAMES, topic);
