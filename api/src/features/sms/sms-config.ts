// Which SMS adapter this server uses: a real provider when SMS_API_KEY is set, else the development outbox.
import { messageBirdSender } from './messagebird-sender';
import { outboxSmsSender, type SmsSender } from './sms-sender';

const DEFAULT_PROVIDER_URL = 'https://rest.messagebird.com';

export function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const accessKey = env.SMS_API_KEY?.trim();
  if (!accessKey) return outboxSmsSender;
  return messageBirdSender({ baseUrl: env.SMS_PROVIDER_URL?.trim() || DEFAULT_PROVIDER_URL, accessKey });
}
