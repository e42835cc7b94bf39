// @feature-public: other features import this module (docs/conventions.md, Layout).
// Which SMS adapter this server uses: a real provider when SMS_API_KEY is set (config.ts), else the
// development outbox.
import type { AppConfig } from '../../plugins/config';
import { messageBirdSender } from './messagebird-sender';
import { outboxSmsSender, type SmsSender } from './sms-sender';

export function smsSenderFor(config: Pick<AppConfig, 'sms'>): SmsSender {
  if (!config.sms) return outboxSmsSender;
  return messageBirdSender({ baseUrl: config.sms.providerUrl, accessKey: config.sms.accessKey });
}
