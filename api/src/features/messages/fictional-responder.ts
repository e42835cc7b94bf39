// On a demo install (SEED_DEMO), fictional profiles answer: a few seconds after a member writes to one, a
// reply from the demo texts arrives over the live channel, so `npm start` shows a chat that lives. Real
// sites leave fictional conversations to their operators (operator-inbox); nothing here runs without SEED_DEMO,
// and nothing while an operator of the site is logged in.
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { messages, users } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { demoTexts } from '../../seed/demo-texts';
import { operatorOnDuty } from '../operator-inbox/operators-on-duty';
import { recordDelivery } from './send-message';

/** The reply comes after a human-looking pause. */
const REPLY_DELAY_MS = { min: 4000, max: 9000 };
/** A fictional profile answers the first few messages of a conversation, not an endless monologue. */
const REPLIES_PER_CONVERSATION = 3;

export function createFictionalResponder(app: FastifyInstance) {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const reply = async (site: Site, conversationId: number, fictionalId: number, memberId: number) => {
    // An operator who logged in meanwhile answers instead.
    if (await operatorOnDuty(app.db, site.id)) return;
    const [already] = await app.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, fictionalId)));
    if ((already?.n ?? 0) >= REPLIES_PER_CONVERSATION) return;
    const lines = demoTexts(site.domainLanguage).replies;
    const body = lines[Math.floor(Math.random() * lines.length)] ?? '';
    if (!body) return;
    const stored = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ conversationId, senderId: fictionalId, body })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      if (row) await recordDelivery(tx, conversationId, fictionalId, memberId, row.id);
      return row;
    });
    if (!stored) return;
    await app.live.publish(memberId, {
      type: 'message.new',
      payload: {
        conversationId,
        messageId: stored.id,
        profileId: fictionalId,
        sentAt: stored.createdAt.toISOString(),
      },
    });
  };

  /** Called after a member's message was stored: schedules the fictional profile's answer, if it is one. */
  return async (site: Site, conversationId: number, senderId: number, recipientId: number) => {
    if (!app.config.seedDemo) return;
    const [recipient] = await app.db
      .select({ fictional: users.isFictional })
      .from(users)
      .where(eq(users.id, recipientId));
    if (!recipient?.fictional) return;
    // While an operator of the site is logged in, the operators answer (operator-inbox).
    if (await operatorOnDuty(app.db, site.id)) return;
    const delay = REPLY_DELAY_MS.min + Math.random() * (REPLY_DELAY_MS.max - REPLY_DELAY_MS.min);
    const timer = setTimeout(() => {
      timers.delete(timer);
      // A conversation blocked or removed meanwhile simply gets no answer.
      reply(site, conversationId, recipientId, senderId).catch((error: unknown) =>
        app.log.warn({ err: error }, 'fictional reply failed'),
      );
    }, delay);
    timer.unref();
    timers.add(timer);
  };
}
