// Member lookup and the actions staff take on a member. Every action needs a reason, checks the member's
// site against the staff member's, and writes its audit row in the action's transaction. Refunds and credit
// corrections need an Idempotency-Key: a retry gets the first answer instead of moving money twice.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_LINK_HOURS,
  staffBanAnswerSchema,
  staffBanBodySchema,
  staffCreditsAnswerSchema,
  staffCreditsBodySchema,
  staffEndSessionsAnswerSchema,
  staffIdParamSchema,
  staffMemberFileSchema,
  staffMembersAnswerSchema,
  staffMembersQuerySchema,
  staffNoteAnswerSchema,
  staffNoteBodySchema,
  staffOkSchema,
  staffReasonBodySchema,
  staffRefundAnswerSchema,
} from '@dating/shared/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { firstRow } from '../../../db/first-row';
import {
  creditLedger,
  directDebitBlocks,
  directDebitMandates,
  payments,
  profiles,
  staffAudit,
  staffNotes,
  users,
} from '../../../db/schema/index';
import { issueToken } from '../../signup/account-tokens';
import { type AuditEntry, auditFileView, auditMemberSearch, writeAudit } from '../core/staff-audit';
import { assertSite, currentStaff, siteCondition } from '../core/staff-guard';
import type { StaffIdentity } from '../core/staff-session';
import { banMember, liftBan, suspensionEndNotAllowed } from '../decisions/member-ban';
import { recordDecision } from '../decisions/statement-of-reasons';
import { banView, memberFile, memberSite, searchMembers } from './member-file';
import { mailLinkOriginOfSite } from '../core/mail-link-origin';

const tags = ['staff members'];

const memberNotFound = () => new AppError(404, 'member_not_found', 'This member could not be found.');

/** The member's site after the site check; a site-limited staff member gets 403 for an unknown id too. */
async function allowedMember(request: FastifyRequest, staff: StaffIdentity, userId: number): Promise<number> {
  const siteId = await memberSite(request.server.db, userId);
  if (siteId === null) {
    assertSite(staff, null);
    throw memberNotFound();
  }
  assertSite(staff, siteId);
  return siteId;
}

/**
 * A `/members/:id/...` action's context: the staff member, the member and its site (after the site check),
 * and its audit row with the target and the request's reason filled in.
 */
async function memberAction(request: FastifyRequest<{ Params: { id: number }; Body: unknown }>) {
  const staff = currentStaff(request);
  const userId = request.params.id;
  const siteId = await allowedMember(request, staff, userId);
  const reason = (request.body as { reason?: string } | undefined)?.reason;
  const audit = (
    db: DbOrTx,
    action: AuditEntry['action'],
    change: Pick<AuditEntry, 'before' | 'after'> = {},
  ) => writeAudit(db, staff, { action, targetType: 'member', targetId: userId, siteId, reason, ...change });
  return { staff, userId, siteId, audit };
}

function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0) {
    throw new AppError(400, 'idempotency_key_required', 'Send an Idempotency-Key header with this action.');
  }
  return key;
}

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags,
        summary: 'Find members by e-mail, id or name across the sites the staff member may see',
        querystring: staffMembersQuerySchema,
        response: { 200: staffMembersAnswerSchema },
      },
      config: { staff: 'members.read' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const members = await searchMembers(
        app.db,
        request.query.q,
        siteCondition(staff, users.siteId, request.query.site),
      );
      await auditMemberSearch(app.db, staff, {
        query: request.query.q,
        siteId: request.query.site ?? null,
        found: members.length,
      });
      return { members };
    },
  );

  app.get(
    '/members/:id',
    {
      schema: {
        tags,
        summary:
          "A member's file: profile, photos, sessions, payments, ledger, reports, blocks, notes, decisions",
        params: staffIdParamSchema,
        response: { 200: staffMemberFileSchema },
      },
      config: { staff: 'members.read' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const siteId = await allowedMember(request, staff, request.params.id);
      const file = await memberFile(app.db, request.params.id);
      if (!file) throw memberNotFound();
      await auditFileView(app.db, staff, request.params.id, siteId);
      return file;
    },
  );

  app.post(
    '/members/:id/ban',
    {
      schema: {
        tags,
        summary:
          'Suspend (until a date) or ban a member: sessions and sockets end at once, the profile is hidden',
        params: staffIdParamSchema,
        body: staffBanBodySchema,
        response: { 200: staffBanAnswerSchema },
      },
      config: { staff: 'members.ban', idempotent: false },
    },
    async (request) => {
      const { staff, userId, audit } = await memberAction(request);
      const until = request.body.until ? new Date(request.body.until) : null;
      if (request.body.kind === 'suspend' && (!until || until.getTime() <= Date.now())) {
        throw suspensionEndNotAllowed();
      }
      const answer = await app.db.transaction(async (tx) => {
        const decisionId = await recordDecision(app, tx, {
          userId,
          kind: request.body.kind,
          ground: request.body.ground ?? null,
          reason: request.body.reason,
          until: request.body.kind === 'suspend' ? until : null,
          staffId: staff.id,
        });
        const ban = await banMember(tx, app.sessions, {
          userId,
          kind: request.body.kind,
          until,
          reason: request.body.reason,
          ground: request.body.ground ?? null,
          staffId: staff.id,
          decisionId,
        });
        await audit(tx, request.body.kind === 'ban' ? 'member.ban' : 'member.suspend', {
          before: { ban: null },
          after: { ban: banView(ban), decisionId },
        });
        return { ban: banView(ban), statementId: decisionId };
      });
      app.sessions.announceEnded(userId, 'revoked');
      return answer;
    },
  );

  app.post(
    '/members/:id/unban',
    {
      schema: {
        tags,
        summary: 'Lift a suspension or ban',
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: staffBanAnswerSchema },
      },
      config: { staff: 'members.ban', idempotent: false },
    },
    async (request) => {
      const { userId, audit } = await memberAction(request);
      return app.db.transaction(async (tx) => {
        const lifted = await liftBan(tx, userId);
        if (!lifted) throw new AppError(409, 'member_not_banned', 'This member is not suspended or banned.');
        await audit(tx, 'member.unban', { before: { ban: banView(lifted) }, after: { ban: null } });
        return { ban: null, statementId: null };
      });
    },
  );

  app.post(
    '/members/:id/credits',
    {
      schema: {
        tags,
        summary: 'Correct credits by a ledger row (never an edit, never below 0); needs an Idempotency-Key',
        params: staffIdParamSchema,
        body: staffCreditsBodySchema,
        response: { 200: staffCreditsAnswerSchema },
      },
      config: { staff: 'credits.correct' },
    },
    async (request) => {
      const key = idempotencyKey(request);
      const { userId, audit } = await memberAction(request);
      return request.idempotentTransaction(async (tx) => {
        const before = await app.credits.balance(userId, tx);
        // Keys are each staff account's own (as the Idempotency-Key records are): another's key books anew.
        const reference = `staff:${currentStaff(request).id}:${key}`;
        let result;
        try {
          result = await app.credits.apply(
            { userId, delta: request.body.delta, reason: 'staff_correction', reference },
            tx,
          );
        } catch (error) {
          if (error instanceof AppError && error.errorId === 'insufficient_credits') {
            throw new AppError(
              409,
              'credits_would_go_negative',
              'This correction would leave a negative balance.',
            );
          }
          throw error;
        }
        const [ledger] = await tx
          .select({ id: creditLedger.id })
          .from(creditLedger)
          .where(and(eq(creditLedger.reason, 'staff_correction'), eq(creditLedger.reference, reference)));
        if (result.applied) {
          await audit(tx, 'member.credits', {
            before: { credits: before },
            after: { credits: result.balance, delta: request.body.delta, ledgerId: ledger?.id ?? null },
          });
        }
        return { balance: result.balance, ledgerId: firstRow(ledger ? [ledger] : [], 'ledger row').id };
      });
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a completed payment at its provider (booked when its webhook reports it); needs an Idempotency-Key',
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: staffRefundAnswerSchema },
      },
      config: { staff: 'payments.refund', staffMachine: true },
    },
    async (request) => {
      const staff = currentStaff(request);
      idempotencyKey(request);
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, request.params.id));
      const siteId = payment?.siteId ?? (payment?.userId ? await memberSite(app.db, payment.userId) : null);
      if (!payment) {
        assertSite(staff, null);
        throw new AppError(404, 'payment_not_found', 'This payment does not exist.');
      }
      assertSite(staff, siteId);
      const refundedAlready = () =>
        new AppError(
          409,
          'payment_not_refundable',
          'Only a completed payment can be refunded, and only once.',
        );
      const provider = app.payments.byName(payment.provider);
      if (payment.status !== 'completed' || payment.providerReference === null || !provider?.refund) {
        throw refundedAlready();
      }
      const reference = payment.providerReference;
      // The payment row is locked and the audit row is the mark: a second refund (another key, another staff
      // member) waits for the first to commit and then finds its row. The provider is asked after the commit
      // (its webhook writes to the payment, which this transaction holds); if it fails, a second row says so
      // and the refund may be tried again.
      const audit = {
        action: 'payment.refund' as const,
        targetType: 'payment' as const,
        targetId: payment.id,
        siteId,
      };
      // A plain transaction: the Idempotency-Key record keeps the final answer (onSend), and a 502 frees it.
      await app.db.transaction(async (tx) => {
        await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
        const [latest] = await tx
          .select({ after: staffAudit.after })
          .from(staffAudit)
          .where(
            and(
              eq(staffAudit.action, 'payment.refund'),
              eq(staffAudit.targetType, 'payment'),
              eq(staffAudit.targetId, payment.id),
            ),
          )
          .orderBy(desc(staffAudit.id))
          .limit(1);
        if ((latest?.after as { status?: string } | null)?.status === 'refund_requested')
          throw refundedAlready();
        await writeAudit(tx, staff, {
          ...audit,
          reason: request.body.reason,
          before: { status: payment.status, amountCents: payment.amountCents, currency: payment.currency },
          after: { status: 'refund_requested', memberId: payment.userId },
        });
        return null;
      });
      try {
        await provider.refund(reference, payment.amountCents, payment.currency);
      } catch (error) {
        request.log.warn({ err: error, paymentId: payment.id }, 'staff refund failed at the provider');
        await writeAudit(app.db, staff, {
          ...audit,
          reason: request.body.reason,
          after: { status: 'refund_failed' },
        });
        throw new AppError(
          502,
          'payment_provider_error',
          'The payment provider did not take the refund; try again.',
        );
      }
      const [after] = await app.db
        .select({ status: payments.status, creditsReversed: payments.creditsReversed })
        .from(payments)
        .where(eq(payments.id, payment.id));
      return {
        paymentId: payment.id,
        status: after?.status ?? payment.status,
        creditsReversed: after?.creditsReversed ?? 0,
      };
    },
  );

  app.post(
    '/members/:id/direct-debit-block',
    {
      schema: {
        tags,
        summary: 'Stop a member from paying by direct debit',
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'direct_debit.block', staffMachine: true, idempotent: false },
    },
    async (request) => {
      const { userId, audit } = await memberAction(request);
      await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: directDebitBlocks.id })
          .from(directDebitBlocks)
          .where(eq(directDebitBlocks.userId, userId));
        if (!existing) await tx.insert(directDebitBlocks).values({ userId, reason: request.body.reason });
        // The member's bank accounts too, so a second account with the same IBAN cannot pay either.
        const mandates = await tx
          .selectDistinct({ iban: directDebitMandates.iban })
          .from(directDebitMandates)
          .where(eq(directDebitMandates.userId, userId));
        const blockedIbans = await tx
          .select({ iban: directDebitBlocks.iban })
          .from(directDebitBlocks)
          .where(eq(directDebitBlocks.userId, userId));
        const newIbans = mandates.filter(({ iban }) => !blockedIbans.some((row) => row.iban === iban));
        if (newIbans.length > 0) {
          await tx
            .insert(directDebitBlocks)
            .values(newIbans.map(({ iban }) => ({ userId, iban, reason: request.body.reason })));
        }
        await tx
          .update(directDebitMandates)
          .set({ status: 'blocked', smsCodeHash: null })
          .where(eq(directDebitMandates.userId, userId));
        await audit(tx, 'member.direct_debit_block', {
          before: { blocked: existing !== undefined },
          after: { blocked: true },
        });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/members/:id/reset-mail',
    {
      schema: {
        tags,
        summary: 'Send the member a password reset mail',
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'members.reset_mail', idempotent: false },
    },
    async (request) => {
      const { userId, siteId, audit } = await memberAction(request);
      const [member] = await app.db
        .select({
          email: users.email,
          language: users.language,
          name: profiles.name,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!member || member.deletedAt) throw memberNotFound();
      const origin = await mailLinkOriginOfSite(app, siteId);
      await app.db.transaction(async (tx) => {
        const token = await issueToken(tx, {
          userId,
          purpose: 'password_reset',
          validForMs: PASSWORD_RESET_LINK_HOURS * 3600_000,
        });
        const link = new URL('/reset-password/do', origin);
        link.searchParams.set('token', token);
        await app.mail.enqueue(
          {
            to: member.email,
            locale: member.language,
            template: 'password_reset',
            siteId,
            data: { userId, name: member.name ?? '', link: link.toString(), origin },
          },
          tx,
        );
        await audit(tx, 'member.reset_mail');
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/members/:id/end-sessions',
    {
      schema: {
        tags,
        summary: "End all of the member's sessions (and their open tabs' sockets)",
        params: staffIdParamSchema,
        body: staffReasonBodySchema,
        response: { 200: staffEndSessionsAnswerSchema },
      },
      config: { staff: 'members.end_sessions', idempotent: false },
    },
    async (request) => {
      const { userId, audit } = await memberAction(request);
      const ended = await app.db.transaction(async (tx) => {
        const count = await app.sessions.endAll(userId, 'revoked', { tx });
        await audit(tx, 'member.end_sessions', { after: { ended: count } });
        return count;
      });
      app.sessions.announceEnded(userId, 'revoked');
      return { ended };
    },
  );

  app.post(
    '/members/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a staff note to the member (staff only; the member never sees it)',
        params: staffIdParamSchema,
        body: staffNoteBodySchema,
        response: { 200: staffNoteAnswerSchema },
      },
      config: { staff: 'members.notes', idempotent: false },
    },
    async (request) => {
      const { staff, userId, audit } = await memberAction(request);
      return app.db.transaction(async (tx) => {
        const note = firstRow(
          await tx
            .insert(staffNotes)
            .values({ userId, staffId: staff.id, text: request.body.text })
            .returning({ id: staffNotes.id }),
          'note insert',
        );
        await audit(tx, 'member.note', { after: { noteId: note.id, text: request.body.text } });
        return { id: note.id };
      });
    },
  );
};

export default memberRoutes;
