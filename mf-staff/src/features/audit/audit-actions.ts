// A typed copy of the contract's audit actions (its values carry zod, which browser code imports only as
// types): the check fails to compile when the copy and the contract differ.
import type { StaffAuditAction } from '@dating/shared/contract';

export const AUDIT_ACTIONS = [
  'staff.created',
  'staff.setup',
  'staff.login',
  'staff.logout',
  'staff.update',
  'staff.disable',
  'staff.enable',
  'staff.reset_two_factor',
  'queue.claim',
  'queue.release',
  'queue.decide',
  'member.suspend',
  'member.ban',
  'member.unban',
  'member.credits',
  'member.direct_debit_block',
  'member.reset_mail',
  'member.end_sessions',
  'member.note',
  'payment.refund',
  'site.create',
  'site.update',
  'site.signups',
  'site.invite_code',
  'site.bundle',
  'site.discount_code',
  'site.gift',
  'site.payment_methods',
  'site.content_page',
  'site.lander_copy',
  'payment.chargeback',
  'member.credits_unfreeze',
  'registry.change',
  'registry.guard_dismiss',
  'inbox.answer',
  'inbox.languages',
] as const satisfies readonly StaffAuditAction[];

const everyActionListed: StaffAuditAction extends (typeof AUDIT_ACTIONS)[number] ? true : never = true;
void everyActionListed;
