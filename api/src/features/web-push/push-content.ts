import type { LiveFrame, Locale, NotificationType } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';

/** What the service worker shows: `{ title, body, url, tag }` (shell/public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The live events that also go to the member's devices as a push, with the preference each one obeys. */
export const PUSHED: Partial<Record<LiveFrame['type'], NotificationType>> = {
  'message.new': 'new_messages',
  'like.received': 'like',
  'match.made': 'like',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The notification for one event in the member's language; `name` is the other member's, and `fictional`
 * the site's word for a fictional profile when the other member is one (the push names it as every page does).
 */
export function pushContent(
  frame: LiveFrame,
  input: { locale: Locale; siteName: string; name: string; fictional?: string | null },
): PushPayload | null {
  const text = (id: string) => {
    const body = fill(serverMessage(input.locale, id), { name: input.name });
    if (!input.fictional) return body;
    return fill(serverMessage(input.locale, 'api.push.fictional'), { body, fictional: input.fictional });
  };
  switch (frame.type) {
    case 'message.new':
      return {
        title: input.siteName,
        body: text('api.push.message'),
        url: `/chats/${frame.payload.conversationId}`,
        // One notification per conversation: a newer message replaces the older one on the device.
        tag: `chat-${frame.payload.conversationId}`,
      };
    case 'like.received':
      return {
        title: input.siteName,
        body: text('api.push.like'),
        url: `/members/${frame.payload.profileId}`,
        tag: `like-${frame.payload.profileId}`,
      };
    case 'match.made':
      return {
        title: input.siteName,
        body: text('api.push.match'),
        url: `/members/${frame.payload.profileId}`,
        tag: `match-${frame.payload.profileId}`,
      };
    default:
      return null;
  }
}
