// @feature-public: other features import this module (docs/conventions.md, Layout).
// How an SMS leaves the site: the development outbox (nothing leaves; staff read it at /api/dev/sms-outbox) or
// a real provider's HTTP API. Both record every SMS in sms_outbox, so support can see what a member was sent.

export interface SmsMessage {
  /** E.164, e.g. +31612345678. */
  to: string;
  body: string;
  /** Sender name shown on the phone (alphanumeric, at most 11 characters for most networks). */
  originator: string;
}

export interface SmsSendResult {
  /** The provider's id of the message, when it has one. */
  reference: string | null;
}

export interface SmsSender {
  /** Stored with each SMS: 'outbox' for the development outbox, else the provider's name. */
  readonly name: string;
  /** true when the SMS only lands in the outbox: its body may be stored whole (staff read the codes there). */
  readonly isOutbox: boolean;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** The development default: the SMS is "sent" by being stored in sms_outbox, where staff can read it. */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  isOutbox: true,
  send: async () => ({ reference: null }),
};

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
