// The e-mails the account features send: each names its texts as whole message ids (so the i18n check sees
// them) and the data fields it needs. Texts live in messages/<locale>.json.

export interface MailTemplate {
  subject: string;
  heading: string;
  body: string;
  action: string;
  footer: string;
}

export const MAIL_TEMPLATES = {
  activation: {
    subject: 'api.mail.activation.subject',
    heading: 'api.mail.activation.heading',
    body: 'api.mail.activation.body',
    action: 'api.mail.activation.action',
    footer: 'api.mail.activation.footer',
  },
  password_reset: {
    subject: 'api.mail.password_reset.subject',
    heading: 'api.mail.password_reset.heading',
    body: 'api.mail.password_reset.body',
    action: 'api.mail.password_reset.action',
    footer: 'api.mail.password_reset.footer',
  },
  mail_change: {
    subject: 'api.mail.mail_change.subject',
    heading: 'api.mail.mail_change.heading',
    body: 'api.mail.mail_change.body',
    action: 'api.mail.mail_change.action',
    footer: 'api.mail.mail_change.footer',
  },
  // Security notices: sent whatever the member's mail preferences, to the old address too on an e-mail change.
  password_changed: {
    subject: 'api.mail.password_changed.subject',
    heading: 'api.mail.password_changed.heading',
    body: 'api.mail.password_changed.body',
    action: 'api.mail.password_changed.action',
    footer: 'api.mail.password_changed.footer',
  },
  email_changed: {
    subject: 'api.mail.email_changed.subject',
    heading: 'api.mail.email_changed.heading',
    body: 'api.mail.email_changed.body',
    action: 'api.mail.email_changed.action',
    footer: 'api.mail.email_changed.footer',
  },
  account_deleted: {
    subject: 'api.mail.account_deleted.subject',
    heading: 'api.mail.account_deleted.heading',
    body: 'api.mail.account_deleted.body',
    action: 'api.mail.account_deleted.action',
    footer: 'api.mail.account_deleted.footer',
  },
  // SEPA pre-notification; its texts live with the feature (direct-debit/messages) and use `values`.
  direct_debit_prenotification: {
    subject: 'api.directDebit.mail.subject',
    heading: 'api.directDebit.mail.heading',
    body: 'api.directDebit.mail.body',
    action: 'api.directDebit.mail.action',
    footer: 'api.directDebit.mail.footer',
  },
  // A staff decision's statement of reasons; texts with the feature (staff/messages), parts in `values`.
  decision_statement: {
    subject: 'api.staff.statement.subject',
    heading: 'api.staff.statement.heading',
    body: 'api.staff.statement.body',
    action: 'api.staff.statement.action',
    footer: 'api.staff.statement.footer',
  },
  // The answer to a complaint, to its sender (member or visitor); texts in staff/messages, the answer in `values`.
  complaint_reply: {
    subject: 'api.staff.complaintReply.subject',
    heading: 'api.staff.complaintReply.heading',
    body: 'api.staff.complaintReply.body',
    action: 'api.staff.complaintReply.action',
    footer: 'api.staff.complaintReply.footer',
  },
  // A split's guard rolled a split back: to the site's marketing staff; texts in staff/remotes/messages.
  remote_guard: {
    subject: 'api.staff.remoteGuard.subject',
    heading: 'api.staff.remoteGuard.heading',
    body: 'api.staff.remoteGuard.body',
    action: 'api.staff.remoteGuard.action',
    footer: 'api.staff.remoteGuard.footer',
  },
} as const satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export function isMailTemplateName(value: string): value is MailTemplateName {
  return Object.prototype.hasOwnProperty.call(MAIL_TEMPLATES, value);
}

export const MAIL_COMMON = {
  linkFallback: 'api.mail.common.link_fallback',
  unsubscribe: 'api.mail.common.unsubscribe',
  sentBy: 'api.mail.common.sent_by',
} as const;

export const UNSUBSCRIBE_PAGE = {
  title: 'api.mail.unsubscribed.title',
  body: 'api.mail.unsubscribed.body',
  invalid: 'api.mail.unsubscribed.invalid',
} as const;

/** The page the unsubscribe link opens: it only asks, so a link scanner following it changes nothing. */
export const UNSUBSCRIBE_CONFIRM_PAGE = {
  title: 'api.mail.unsubscribe_confirm.title',
  body: 'api.mail.unsubscribe_confirm.body',
  button: 'api.mail.unsubscribe_confirm.button',
} as const;
