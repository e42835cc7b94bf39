// @feature-public: other features import this module (docs/conventions.md, Layout).
// The operator inbox under /api/staff/inbox: the queue, its live socket, the answer screen, claims, typing,
// answers (text and a profile photo), facts, figures, and which languages an operator answers in.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxAnswerBodySchema,
  inboxAnswerResultSchema,
  inboxClaimAnswerSchema,
  inboxConversationParamSchema,
  inboxConversationSchema,
  inboxFactBodySchema,
  inboxFiguresSchema,
  inboxLanguagesBodySchema,
  inboxPageSchema,
  inboxPhotoBodySchema,
  inboxQuerySchema,
  inboxStaffParamSchema,
  staffOkSchema,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { operatorLanguages, staffAccounts } from '../../db/schema/index';
import { isAllowedLiveOrigin } from '../live/live-origin';
import { writeAudit } from '../staff/core/staff-audit';
import { withinSites } from '../staff/core/account-scope';
import { currentStaff, staffSiteForbidden } from '../staff/core/staff-guard';
import { answerAsProfile, notClaimed, sendProfilePhoto } from './inbox-answer';
import { releaseInboxClaim, renewInboxClaim, takeInboxClaim } from './inbox-claims';
import { addFact, loadAnswerScreen } from './inbox-context';
import { loadFigures } from './inbox-figures';
import { createInboxLive } from './inbox-live';
import { loadInbox } from './inbox-queue';
import { openConversation, operatorScope, type OpenedConversation } from './inbox-scope';

const tags = ['staff inbox'];
/** The member's chat shows typing for a few seconds per frame: one every 2 s per conversation is enough. */
const TYPING_EVERY_MS = 2_000;

/** An inbox action's audit target: the real member of the conversation, on the profile's site. */
const auditedConversation = (conversation: OpenedConversation) => ({
  targetType: 'member' as const,
  targetId: conversation.memberId,
  siteId: conversation.siteId,
});

const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = createInboxLive(app);
  const lastTyping = new Map<number, number>();

  const opened = async (request: Parameters<typeof currentStaff>[0], conversationId: number) => {
    const staff = currentStaff(request);
    return {
      staff,
      conversation: await openConversation(app.db, await operatorScope(app.db, staff), conversationId),
    };
  };

  app.get(
    '/inbox',
    {
      schema: {
        tags,
        summary:
          'Conversations waiting for a fictional profile’s answer, oldest first, in the operator’s sites and languages',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const scope = await operatorScope(app.db, currentStaff(request));
      return loadInbox(app.db, scope, request.query);
    },
  );

  app.get(
    '/inbox/live',
    {
      websocket: true,
      schema: { tags, summary: 'The inbox’s live channel (WebSocket): inbox.changed frames' },
      config: { staff: 'inbox.answer' },
      preHandler: async (request) => {
        if (!isAllowedLiveOrigin(request, app.config.publicUrl)) {
          throw new AppError(403, 'csrf_failed', 'The request did not come from this site.');
        }
      },
    },
    (socket, request) => {
      live.add(socket, currentStaff(request));
    },
  );

  app.get(
    '/inbox/figures',
    {
      schema: {
        tags,
        summary: 'Answers and first-answer times per site and operator, and what waits now',
        response: { 200: inboxFiguresSchema },
      },
      config: { staff: 'inbox.figures' },
    },
    async (request) => loadFigures(app.db, await app.sites.all(), currentStaff(request).sites),
  );

  app.get(
    '/inbox/:id',
    {
      schema: {
        tags,
        summary: 'The answer screen: messages, both profiles, facts, last gifts, unlocked photos',
        params: inboxConversationParamSchema,
        response: { 200: inboxConversationSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) =>
      loadAnswerScreen(
        app,
        (await opened(request, request.params.id)).conversation,
        currentStaff(request).locale,
      ),
  );

  app.post(
    '/inbox/:id/claim',
    {
      schema: {
        tags,
        summary: 'Take the conversation (or renew one’s own claim); 409 while another operator holds it',
        params: inboxConversationParamSchema,
        response: { 200: inboxClaimAnswerSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      // Audited as moderation-queue claims are: who held which member's conversation when.
      const claim = await app.db.transaction(async (tx) => {
        const taken = await takeInboxClaim(tx, conversation.conversationId, staff.id);
        if (!taken) return null;
        await writeAudit(tx, staff, {
          ...auditedConversation(conversation),
          action: 'inbox.claim',
          after: {
            conversationId: conversation.conversationId,
            profileId: conversation.profileId,
            claimedUntil: taken.claimedUntil.toISOString(),
          },
        });
        return taken;
      });
      if (!claim)
        throw new AppError(409, 'queue_item_claimed', 'Another operator is answering this conversation.');
      live.announce(conversation.siteId, conversation.conversationId);
      return { conversationId: conversation.conversationId, claimedUntil: claim.claimedUntil.toISOString() };
    },
  );

  app.post(
    '/inbox/:id/release',
    {
      schema: {
        tags,
        summary: 'Let go of one’s claim',
        params: inboxConversationParamSchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      const released = await app.db.transaction(async (tx) => {
        if (!(await releaseInboxClaim(tx, conversation.conversationId, staff.id))) return false;
        await writeAudit(tx, staff, {
          ...auditedConversation(conversation),
          action: 'inbox.release',
          after: { conversationId: conversation.conversationId, profileId: conversation.profileId },
        });
        return true;
      });
      if (released) live.announce(conversation.siteId, conversation.conversationId);
      return { ok: true as const };
    },
  );

  app.post(
    '/inbox/:id/typing',
    {
      schema: {
        tags,
        summary: 'The operator is typing: renews their claim, and the member sees the profile typing',
        params: inboxConversationParamSchema,
        response: { 200: inboxClaimAnswerSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      const claim = await renewInboxClaim(app.db, conversation.conversationId, staff.id);
      if (!claim) throw notClaimed();
      const now = Date.now();
      if (now - (lastTyping.get(conversation.conversationId) ?? 0) >= TYPING_EVERY_MS) {
        lastTyping.set(conversation.conversationId, now);
        if (lastTyping.size > 10_000) lastTyping.clear();
        await app.live.publish(conversation.memberId, {
          type: 'typing',
          payload: { conversationId: conversation.conversationId, profileId: conversation.profileId },
        });
      }
      return { conversationId: conversation.conversationId, claimedUntil: claim.claimedUntil.toISOString() };
    },
  );

  app.post(
    '/inbox/:id/answer',
    {
      schema: {
        tags,
        summary: 'Answer as the fictional profile (needs one’s own live claim, which the answer uses up)',
        params: inboxConversationParamSchema,
        body: inboxAnswerBodySchema,
        response: { 200: inboxAnswerResultSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      const result = await answerAsProfile(app, staff, conversation, request.body);
      lastTyping.delete(conversation.conversationId);
      live.announce(conversation.siteId, conversation.conversationId);
      return result;
    },
  );

  app.post(
    '/inbox/:id/photo',
    {
      schema: {
        tags,
        summary: 'Send one of the profile’s photos as a photo message (the member unlocks it as usual)',
        params: inboxConversationParamSchema,
        body: inboxPhotoBodySchema,
        response: { 200: inboxAnswerResultSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      const result = await sendProfilePhoto(app, staff, conversation, request.body);
      live.announce(conversation.siteId, conversation.conversationId);
      return result;
    },
  );

  app.post(
    '/inbox/:id/facts',
    {
      schema: {
        tags,
        summary: 'Keep a fact about the member, or about what the profile told them',
        params: inboxConversationParamSchema,
        body: inboxFactBodySchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'inbox.answer' },
    },
    async (request) => {
      const { staff, conversation } = await opened(request, request.params.id);
      const { about, text } = request.body;
      // What staff wrote down about a member is personal data: who wrote what is in the audit log.
      await app.db.transaction(async (tx) => {
        const fact = await addFact(tx, staff.id, conversation, about, text);
        await writeAudit(tx, staff, {
          action: 'inbox.fact',
          targetType: 'member',
          targetId: about === 'member' ? conversation.memberId : conversation.profileId,
          siteId: conversation.siteId,
          after: { factId: fact.id, about, text, conversationId: conversation.conversationId },
        });
      });
      return { ok: true as const };
    },
  );

  app.put(
    '/inbox/operators/:staffId/languages',
    {
      schema: {
        tags,
        summary: 'The languages an operator answers in (null: every language)',
        params: inboxStaffParamSchema,
        body: inboxLanguagesBodySchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'staff.manage' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { staffId } = request.params;
      const { languages } = request.body;
      await app.db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: staffAccounts.id, sites: staffAccounts.sites })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, staffId));
        // As on the accounts routes: a site-limited admin changes only operators within their own sites, and
        // learns nothing of other ids (unknown ones answer the same 403).
        if (staff.sites !== null && (!target || !withinSites(staff, target.sites)))
          throw staffSiteForbidden();
        if (!target) throw new AppError(404, 'not_found', 'No such staff account.');
        const [before] = await tx
          .select({ languages: operatorLanguages.languages })
          .from(operatorLanguages)
          .where(eq(operatorLanguages.staffId, staffId));
        if (languages === null)
          await tx.delete(operatorLanguages).where(eq(operatorLanguages.staffId, staffId));
        else
          await tx
            .insert(operatorLanguages)
            .values({ staffId, languages })
            .onConflictDoUpdate({ target: operatorLanguages.staffId, set: { languages } });
        await writeAudit(tx, staff, {
          action: 'inbox.languages',
          targetType: 'staff',
          targetId: staffId,
          before: { languages: before?.languages ?? null },
          after: { languages },
        });
      });
      return { ok: true as const };
    },
  );
};

export default inboxRoutes;
