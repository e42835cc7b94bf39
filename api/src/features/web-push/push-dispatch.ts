import type { Agent } from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { type LiveFrame, localeFromLanguageTag } from '@dating/shared/contract';
import { serverMessage } from '../i18n/server-messages';
import {
  conversationParticipants,
  messages,
  notificationPreferences,
  profiles,
  pushSubscriptions,
  sites,
  users,
  webPushThrottle,
} from '../../db/schema/index';
import { PUSHED, pushContent, type PushPayload } from './push-content';
import type { VapidKeys } from './vapid-keys';

/** At most one push per conversation this often, while the member has not read it since. */
export const CONVERSATION_PUSH_EVERY = '5 minutes';
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps trying a device that is off (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTransport {
  keys: VapidKeys;
  /** Tests trust their local push service's certificate through this. */
  agent?: Agent;
}

/** Whether the member may get a push about this conversation now; reserves the slot when so. */
async function reserveConversationSlot(
  app: FastifyInstance,
  userId: number,
  conversationId: number,
): Promise<boolean> {
  const lastRead = sql`(select ${conversationParticipants.lastReadAt} from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversationId} and ${conversationParticipants.userId} = ${userId})`;
  const reserved = await app.db
    .insert(webPushThrottle)
    .values({ userId, conversationId, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [webPushThrottle.userId, webPushThrottle.conversationId],
      set: { sentAt: sql`now()` },
      // Several instances may race here: the row lock makes exactly one of them win the slot.
      setWhere: sql`${webPushThrottle.sentAt} < now() - interval '${sql.raw(CONVERSATION_PUSH_EVERY)}' or ${webPushThrottle.sentAt} < coalesce(${lastRead}, '-infinity'::timestamptz)`,
    })
    .returning({ userId: webPushThrottle.userId });
  return reserved.length > 0;
}

/** Sends one payload to every device of the member; a subscription the push service says is gone is removed. */
async function sendToDevices(
  app: FastifyInstance,
  transport: PushTransport,
  userId: number,
  subject: string,
  payload: PushPayload,
): Promise<void> {
  const devices = await app.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const body = JSON.stringify(payload);
  await Promise.all(
    devices.map(async (device) => {
      try {
        await webPush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          body,
          {
            vapidDetails: { subject, ...transport.keys },
            TTL: PUSH_TTL_SECONDS,
            urgency: 'high',
            timeout: SEND_TIMEOUT_MS,
            ...(transport.agent ? { agent: transport.agent } : {}),
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          return;
        }
        app.log.warn({ err: error, status, userId }, 'web push failed');
      }
    }),
  );
}

/**
 * Pushes a live event to the member's devices when it is one members get pushes for (new message, like,
 * match), the member has no tab open (the tab shows it live), the preference allows it and, for a message,
 * the conversation was not pushed in the last 5 minutes unless read since.
 */
export async function dispatchPush(
  app: FastifyInstance,
  transport: PushTransport,
  userId: number,
  frame: LiveFrame,
): Promise<void> {
  const preference = PUSHED[frame.type];
  if (!preference || !('profileId' in frame.payload)) return;
  const otherId = frame.payload.profileId;
  // First what needs no database: a member with a tab open (most, when a chat is busy) gets no push.
  if ((await app.presence.onlineNow([userId])).has(userId)) return;
  if (frame.type === 'message.new') {
    // The sender's own tabs get the event too; the sender's devices get no push about it.
    const [message] = await app.db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, frame.payload.messageId));
    if (!message || message.senderId === userId) return;
  }
  const [member] = await app.db
    .select({
      locale: users.language,
      siteName: sites.name,
      domainLanguage: sites.domainLanguage,
      fictionalSingular: sites.fictionalSingular,
      supportEmail: sites.supportEmail,
      allowed: notificationPreferences.push,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, preference)),
    )
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
  // No preference row means the default: pushes on.
  if (!member || member.allowed === false) return;
  const [hasDevice] = await app.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  if (!hasDevice) return;
  if (
    frame.type === 'message.new' &&
    !(await reserveConversationSlot(app, userId, frame.payload.conversationId))
  )
    return;
  const [other] = await app.db
    .select({ name: profiles.name, fictional: users.isFictional })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, otherId));
  // The site's own word while the member reads the site's language, ours in any other (as useSiteCopy does).
  const fictional = other?.fictional
    ? localeFromLanguageTag(member.domainLanguage) === member.locale && member.fictionalSingular
      ? member.fictionalSingular
      : serverMessage(member.locale, 'api.push.fictionalProfile')
    : null;
  const payload = pushContent(frame, {
    locale: member.locale,
    siteName: member.siteName,
    name: other?.name ?? '',
    fictional,
  });
  if (!payload) return;
  await sendToDevices(app, transport, userId, `mailto:${member.supportEmail}`, payload);
}
