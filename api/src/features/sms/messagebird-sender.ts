// MessageBird (Bird) SMS REST API, the documented `POST /messages` call:
//   Authorization: AccessKey <key>; JSON { originator, recipients: [msisdn], body } -> 201 { id, ... };
//   errors -> 4xx/5xx { errors: [{ code, description, parameter }] }.
// Configured by SMS_PROVIDER_URL (default https://rest.messagebird.com) and SMS_API_KEY.
import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender';

export interface MessageBirdOptions {
  baseUrl: string;
  accessKey: string;
  /** Give up on a provider that does not answer: the member is waiting for the code. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

interface MessageBirdError {
  errors?: { code?: number; description?: string; parameter?: string | null }[];
}

export function messageBirdSender(options: MessageBirdOptions): SmsSender {
  const url = new URL('messages', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const doFetch = options.fetchImpl ?? fetch;
  return {
    name: 'messagebird',
    isOutbox: false,
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: `AccessKey ${options.accessKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            originator: message.originator,
            // MessageBird takes the number without the leading +.
            recipients: [message.to.replace(/^\+/, '')],
            body: message.body,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsSendError(`SMS provider unreachable: ${(error as Error).message}`, null);
      }
      const payload = (await response.json().catch(() => ({}))) as { id?: unknown } & MessageBirdError;
      if (response.status !== 201 && response.status !== 200) {
        const first = payload.errors?.[0];
        throw new SmsSendError(
          `SMS provider refused (${response.status}): ${first?.description ?? 'no description'}`,
          response.status,
        );
      }
      return { reference: typeof payload.id === 'string' ? payload.id : null };
    },
  };
}
