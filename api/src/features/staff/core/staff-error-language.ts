// Staff errors leave in the staff member's language (their account's locale; before login the browser's),
// so the back office shows the server's sentence as it is. Ids stay English and stable.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale, StaffCaseErrorId, StaffErrorCase } from '@dating/shared/contract';
import { serverMessage } from '../../i18n/server-messages';
import { visitorLocale } from '../../i18n/request-locale';
import { currentStaff } from './staff-guard';

// Whole ids, so the i18n check sees each in use.
const MESSAGE_IDS: Record<string, string> = {
  staff_authentication_required: 'api.staff.errors.staff_authentication_required',
  staff_login_failed: 'api.staff.errors.staff_login_failed',
  staff_permission_denied: 'api.staff.errors.staff_permission_denied',
  staff_site_forbidden: 'api.staff.errors.staff_site_forbidden',
  staff_setup_invalid: 'api.staff.errors.staff_setup_invalid',
  staff_code_invalid: 'api.staff.errors.staff_code_invalid',
  staff_email_taken: 'api.staff.errors.staff_email_taken',
  staff_site_unknown: 'api.staff.errors.staff_site_unknown',
  staff_self_change: 'api.staff.errors.staff_self_change',
  staff_last_admin: 'api.staff.errors.staff_last_admin',
  staff_password_wrong: 'api.staff.errors.staff_password_wrong',
  queue_item_not_found: 'api.staff.errors.queue_item_not_found',
  queue_item_claimed: 'api.staff.errors.queue_item_claimed',
  queue_item_not_claimed: 'api.staff.errors.queue_item_not_claimed',
  decision_not_allowed: 'api.staff.errors.decision_not_allowed',
  member_not_banned: 'api.staff.errors.member_not_banned',
  member_already_banned: 'api.staff.errors.member_already_banned',
  credits_would_go_negative: 'api.staff.errors.credits_would_go_negative',
  idempotency_key_required: 'api.staff.errors.idempotency_key_required',
  validation_failed: 'api.staff.errors.validation_failed',
  member_not_found: 'api.staff.errors.member_not_found',
  payment_not_found: 'api.staff.errors.payment_not_found',
  payment_not_refundable: 'api.staff.errors.payment_not_refundable',
  idempotency_key_reused: 'api.staff.errors.idempotency_key_reused',
  idempotency_in_progress: 'api.staff.errors.idempotency_in_progress',
  csrf_failed: 'api.staff.errors.csrf_failed',
  rate_limited: 'api.staff.errors.rate_limited',
  not_found: 'api.staff.errors.not_found',
  inbox_conversation_forbidden: 'api.staff.errors.inbox_conversation_forbidden',
  inbox_answer_too_short: 'api.staff.errors.inbox_answer_too_short',
  inbox_answer_has_contact: 'api.staff.errors.inbox_answer_has_contact',
  inbox_photo_not_found: 'api.staff.errors.inbox_photo_not_found',
  registry_split_invalid: 'api.staff.errors.registry_split_invalid',
  registry_entry_unavailable: 'api.staff.errors.registry_entry_unavailable',
  registry_guard_invalid: 'api.staff.errors.registry_guard_invalid',
  registry_nothing_to_roll_back: 'api.staff.errors.registry_nothing_to_roll_back',
  site_domain_taken: 'api.staff.errors.site_domain_taken',
  discount_code_exists: 'api.staff.errors.discount_code_exists',
};

// The cases of an error too coarse for one sentence (`details.case`, STAFF_ERROR_CASES): every case is
// listed, so a new one does not compile until it has its message, and every id is whole, so the i18n
// check sees it in use.
const CASE_MESSAGE_IDS: { [E in StaffCaseErrorId]: Record<StaffErrorCase<E>, string> } = {
  decision_not_allowed: {
    queue_photos: 'api.staff.errors.decision_not_allowed.queue_photos',
    queue_profileReports: 'api.staff.errors.decision_not_allowed.queue_profileReports',
    queue_chatReports: 'api.staff.errors.decision_not_allowed.queue_chatReports',
    queue_complaints: 'api.staff.errors.decision_not_allowed.queue_complaints',
    queue_appeals: 'api.staff.errors.decision_not_allowed.queue_appeals',
    suspension_end: 'api.staff.errors.decision_not_allowed.suspension_end',
    member_gone: 'api.staff.errors.decision_not_allowed.member_gone',
    own_decision: 'api.staff.errors.decision_not_allowed.own_decision',
  },
  not_found: {
    site: 'api.staff.errors.not_found.site',
    bundle: 'api.staff.errors.not_found.bundle',
    discount_code: 'api.staff.errors.not_found.discount_code',
    gift: 'api.staff.errors.not_found.gift',
    tracking_record: 'api.staff.errors.not_found.tracking_record',
    content_page: 'api.staff.errors.not_found.content_page',
    guard_notice: 'api.staff.errors.not_found.guard_notice',
    staff_account: 'api.staff.errors.not_found.staff_account',
    funnel_variant: 'api.staff.errors.not_found.funnel_variant',
  },
};

/** The message id of an error's case (`details.case`), if the error has cases and names a known one. */
export function caseMessageId(error: string, errorCase: unknown): string | undefined {
  if (!Object.hasOwn(CASE_MESSAGE_IDS, error) || typeof errorCase !== 'string') return undefined;
  const cases: Record<string, string> = CASE_MESSAGE_IDS[error as StaffCaseErrorId];
  return Object.hasOwn(cases, errorCase) ? cases[errorCase] : undefined;
}

/** The message id for an error body: its case's where it names a known one, else its error id's. */
function messageIdOf(body: { error?: unknown; details?: unknown }): string | undefined {
  if (typeof body.error !== 'string') return undefined;
  const errorCase = (body.details as { case?: unknown } | null | undefined)?.case;
  return (
    caseMessageId(body.error, errorCase) ??
    (Object.hasOwn(MESSAGE_IDS, body.error) ? MESSAGE_IDS[body.error] : undefined)
  );
}

function localeOf(request: FastifyRequest): Locale {
  try {
    return currentStaff(request).locale;
  } catch {
    return visitorLocale(request);
  }
}

export function installStaffErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    let body: { error?: unknown; message?: unknown; details?: unknown };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const id = messageIdOf(body);
    if (!id) return payload;
    return JSON.stringify({ ...body, message: serverMessage(localeOf(request), id) });
  });
}
