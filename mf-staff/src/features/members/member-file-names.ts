// The member file's stored codes in the staff member's language: an account's status, a photo's, a
// payment's, and why credits moved. A code the contract does not list (a ledger reason added by a newer
// server) shows as stored rather than as nothing.
import type { IntlShape } from 'react-intl';
import type { OwnPhotoStatus, PaymentStatus, UserStatus } from '@dating/shared/contract';
import { storedCodeName } from '../../app/stored-code-name';

const ACCOUNT_STATUS_NAMES = {
  not_confirmed: 'staff.member.statusNotConfirmed',
  confirmed: 'staff.member.statusConfirmed',
  deleted: 'staff.member.statusDeleted',
} as const satisfies Record<UserStatus, string>;

const PHOTO_STATUS_NAMES = {
  pending: 'staff.member.photoPending',
  active: 'staff.member.photoActive',
  rejected: 'staff.member.photoRejected',
} as const satisfies Record<OwnPhotoStatus, string>;

const PAYMENT_STATUS_NAMES = {
  pending: 'staff.member.paymentPending',
  completed: 'staff.member.paymentCompleted',
  failed: 'staff.member.paymentFailed',
  cancelled: 'staff.member.paymentCancelled',
  expired: 'staff.member.paymentExpired',
  refunded: 'staff.member.paymentRefunded',
  charged_back: 'staff.member.paymentChargedBack',
} as const satisfies Record<PaymentStatus, string>;

/** The ledger's reasons as the server books them (credits.ts and its callers). */
const LEDGER_REASON_NAMES: Readonly<Record<string, string>> = {
  payment: 'staff.member.ledgerPayment',
  refund: 'staff.member.ledgerRefund',
  chargeback: 'staff.member.ledgerChargeback',
  message: 'staff.member.ledgerMessage',
  gift: 'staff.member.ledgerGift',
  photo_unlock: 'staff.member.ledgerPhotoUnlock',
  message_photo_unlock: 'staff.member.ledgerMessagePhotoUnlock',
  signup_grant: 'staff.member.ledgerSignupGrant',
  staff_correction: 'staff.member.ledgerStaffCorrection',
};

export const accountStatusName = (intl: IntlShape, status: string) =>
  storedCodeName(intl, ACCOUNT_STATUS_NAMES, status);
export const photoStatusName = (intl: IntlShape, status: string) =>
  storedCodeName(intl, PHOTO_STATUS_NAMES, status);
export const paymentStatusName = (intl: IntlShape, status: PaymentStatus) =>
  storedCodeName(intl, PAYMENT_STATUS_NAMES, status);
export const ledgerReasonName = (intl: IntlShape, reason: string) =>
  storedCodeName(intl, LEDGER_REASON_NAMES, reason);
