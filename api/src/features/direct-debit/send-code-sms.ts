import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';
import { fill } from '../mail-delivery/render-mail';
import { sendSms, smsOriginator } from '../sms/send-sms';
import type { SmsSender } from '../sms/sms-sender';

export interface CodeSms {
  userId: number;
  mobile: string;
  code: string;
  locale: Locale;
}

/** The code SMS in the member's language; what is stored of it (with a real provider) has the code masked. */
export async function sendCodeSms(
  app: FastifyInstance,
  request: FastifyRequest,
  sender: SmsSender,
  sms: CodeSms,
): Promise<void> {
  const text = serverMessage(sms.locale, 'api.directDebit.sms.code');
  const site = request.site.name;
  await sendSms(app.db, sender, {
    to: sms.mobile,
    body: fill(text, { site, code: sms.code }),
    storedBody: fill(text, { site, code: '••••••' }),
    originator: smsOriginator(site),
    purpose: 'direct_debit_code',
    userId: sms.userId,
    siteId: request.site.id,
  });
}
