// @feature-public: other features import this module (docs/conventions.md, Layout).
// Sends one SMS through the configured adapter and records it in sms_outbox, sent or failed.
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { SmsSender } from './sms-sender';

export interface SmsRequest {
  to: string;
  body: string;
  /** The same text with secrets (a code) masked: what is stored when the SMS really leaves the site. */
  storedBody: string;
  originator: string;
  purpose: string;
  userId: number | null;
  siteId: number | null;
}

export async function sendSms(db: DbOrTx, sender: SmsSender, sms: SmsRequest): Promise<void> {
  const row = {
    userId: sms.userId,
    siteId: sms.siteId,
    toNumber: sms.to,
    // The outbox is where development codes are read, so there the whole text stays.
    body: sender.isOutbox ? sms.body : sms.storedBody,
    purpose: sms.purpose,
    provider: sender.name,
  };
  try {
    const { reference } = await sender.send({ to: sms.to, body: sms.body, originator: sms.originator });
    await db.insert(smsOutbox).values({ ...row, status: 'sent', providerReference: reference });
  } catch (error) {
    await db.insert(smsOutbox).values({ ...row, status: 'failed', error: (error as Error).message });
    throw new AppError(503, 'sms_failed', 'The SMS could not be sent. Please try again in a moment.');
  }
}

/** Alphanumeric sender ids may have at most 11 characters (GSM): the site name, shortened to fit. */
export function smsOriginator(siteName: string): string {
  const cleaned = siteName.replace(/[^A-Za-z0-9 ]/g, '').trim();
  return (cleaned || 'Dating').slice(0, 11).trim();
}
