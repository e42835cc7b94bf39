// A typed copy of the contract's audit actions with the message naming each (the contract's values carry
// zod, which browser code imports only as types): the checks fail to compile when the copy and the contract
// differ.
import type { IntlShape } from 'react-intl';
import type { StaffAuditAction } from '@dating/shared/contract';

const ACTION_NAMES = {
  'staff.created': 'staff.audit.actions.staff_created',
  'staff.setup': 'staff.audit.actions.staff_setup',
  'staff.login': 'staff.audit.actions.staff_login',
  'staff.login_failed': 'staff.audit.actions.staff_login_failed',
  'staff.setup_started': 'staff.audit.actions.staff_setup_started',
  'staff.locale': 'staff.audit.actions.staff_locale',
  'staff.password_change': 'staff.audit.actions.staff_password_change',
  'staff.logout': 'staff.audit.actions.staff_logout',
  'staff.update': 'staff.audit.actions.staff_update',
  'staff.disable': 'staff.audit.actions.staff_disable',
  'staff.enable': 'staff.audit.actions.staff_enable',
  'staff.reset_two_factor': 'staff.audit.actions.staff_reset_two_factor',
  'queue.claim': 'staff.audit.actions.queue_claim',
  'queue.release': 'staff.audit.actions.queue_release',
  'queue.decide': 'staff.audit.actions.queue_decide',
  'member.suspend': 'staff.audit.actions.member_suspend',
  'member.ban': 'staff.audit.actions.member_ban',
  'member.unban': 'staff.audit.actions.member_unban',
  'member.credits': 'staff.audit.actions.member_credits',
  'member.direct_debit_block': 'staff.audit.actions.member_direct_debit_block',
  'member.reset_mail': 'staff.audit.actions.member_reset_mail',
  'member.end_sessions': 'staff.audit.actions.member_end_sessions',
  'member.note': 'staff.audit.actions.member_note',
  'payment.refund': 'staff.audit.actions.payment_refund',
  'site.create': 'staff.audit.actions.site_create',
  'site.update': 'staff.audit.actions.site_update',
  'site.signups': 'staff.audit.actions.site_signups',
  'site.invite_code': 'staff.audit.actions.site_invite_code',
  'site.bundle': 'staff.audit.actions.site_bundle',
  'site.discount_code': 'staff.audit.actions.site_discount_code',
  'site.gift': 'staff.audit.actions.site_gift',
  'site.payment_methods': 'staff.audit.actions.site_payment_methods',
  'site.content_page': 'staff.audit.actions.site_content_page',
  'site.lander_copy': 'staff.audit.actions.site_lander_copy',
  'payment.chargeback': 'staff.audit.actions.payment_chargeback',
  'member.credits_unfreeze': 'staff.audit.actions.member_credits_unfreeze',
  'registry.change': 'staff.audit.actions.registry_change',
  'registry.guard_dismiss': 'staff.audit.actions.registry_guard_dismiss',
  'inbox.answer': 'staff.audit.actions.inbox_answer',
  'inbox.languages': 'staff.audit.actions.inbox_languages',
  'inbox.claim': 'staff.audit.actions.inbox_claim',
  'inbox.release': 'staff.audit.actions.inbox_release',
  'inbox.fact': 'staff.audit.actions.inbox_fact',
  'member.view': 'staff.audit.actions.member_view',
  'member.search': 'staff.audit.actions.member_search',
} as const satisfies Record<StaffAuditAction, string>;

export const AUDIT_ACTIONS = Object.keys(ACTION_NAMES) as StaffAuditAction[];

/** What the action did, in the console's language (the code stays beside it for searches and engineers). */
export function auditActionName(intl: IntlShape, action: StaffAuditAction): string {
  return intl.formatMessage({ id: ACTION_NAMES[action] });
}
