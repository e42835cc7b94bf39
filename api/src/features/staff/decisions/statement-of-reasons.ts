// A staff decision about a member, recorded as a statement of reasons (Digital Services Act, art. 17): what
// was decided, on which ground, the facts as the staff member wrote them, until when, and how to appeal. The
// member gets it by mail in their language and as a notice on their next visit (GET /api/decisions.php).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DECISIONS_WITH_STATEMENT,
  type DecisionGround,
  type DecisionKind,
  type Locale,
  type StaffQueue,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import { firstRow } from '../../../db/first-row';
import { moderationDecisions, profiles, sites, users } from '../../../db/schema/index';
import { serverMessage } from '../../i18n/server-messages';
import { fill } from '../../mail-delivery/render-mail';
import { mailLinkOrigin } from '../core/mail-link-origin';

const KIND_TEXTS: Partial<Record<DecisionKind, string>> = {
  reject: 'api.staff.statement.kind.reject',
  warn: 'api.staff.statement.kind.warn',
  suspend: 'api.staff.statement.kind.suspend',
  ban: 'api.staff.statement.kind.ban',
  uphold: 'api.staff.statement.kind.uphold',
  reverse: 'api.staff.statement.kind.reverse',
};

const GROUND_TEXTS: Record<DecisionGround, string> = {
  fake_profile: 'api.staff.statement.ground.fake_profile',
  harassment: 'api.staff.statement.ground.harassment',
  spam: 'api.staff.statement.ground.spam',
  nudity: 'api.staff.statement.ground.nudity',
  underage: 'api.staff.statement.ground.underage',
  scam: 'api.staff.statement.ground.scam',
  illegal_content: 'api.staff.statement.ground.illegal_content',
  other_terms: 'api.staff.statement.ground.other_terms',
};

const APPEAL_TEXT = 'api.staff.statement.appeal';
const FINAL_TEXT = 'api.staff.statement.final';

export interface DecisionInput {
  userId: number | null;
  kind: DecisionKind;
  ground?: DecisionGround | null;
  reason: string;
  until?: Date | null;
  queue?: StaffQueue | null;
  itemId?: number | null;
  itemCreatedAt?: Date | null;
  staffId: number;
  /** A complaint's sender without an account: the address the statement goes to. */
  email?: string | null;
  siteId?: number | null;
}

/** Writes the decision (and, for a member-facing one, queues its mail) in the caller's transaction. */
export async function recordDecision(
  app: FastifyInstance,
  tx: DbOrTx,
  input: DecisionInput,
): Promise<number> {
  const statement = DECISIONS_WITH_STATEMENT.includes(input.kind) && input.userId !== null;
  // An appeal's answer is final: it cannot be appealed again.
  const appealable = statement && input.kind !== 'uphold' && input.kind !== 'reverse';
  let member: { email: string; name: string; language: Locale; siteId: number } | undefined;
  if (input.userId !== null) {
    [member] = await tx
      .select({ email: users.email, name: profiles.name, language: users.language, siteId: users.siteId })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, input.userId))
      .then((rows) => rows.map((row) => ({ ...row, name: row.name ?? '' })));
  }
  const row = firstRow(
    await tx
      .insert(moderationDecisions)
      .values({
        userId: input.userId,
        siteId: member?.siteId ?? input.siteId ?? null,
        email: member?.email ?? input.email ?? null,
        locale: member?.language ?? null,
        queue: input.queue ?? null,
        itemId: input.itemId ?? null,
        kind: input.kind,
        ground: input.ground ?? null,
        reason: input.reason,
        until: input.until ?? null,
        staffId: input.staffId,
        itemCreatedAt: input.itemCreatedAt ?? null,
        statement,
        appealable,
      })
      .returning({ id: moderationDecisions.id }),
    'decision insert',
  );
  if (statement && member) {
    const [site] = await tx.select({ domain: sites.domain }).from(sites).where(eq(sites.id, member.siteId));
    const locale = member.language;
    const t = (id: string) => serverMessage(locale, id);
    const origin = mailLinkOrigin(app, site?.domain);
    const kindText = KIND_TEXTS[input.kind];
    const until = input.until
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
          input.until,
        ) + ' UTC'
      : '';
    await app.mail.enqueue(
      {
        to: member.email,
        locale,
        template: 'decision_statement',
        siteId: member.siteId,
        data: {
          name: member.name,
          link: `${origin}/`,
          origin,
          values: {
            // The decision's sentence names the suspension's end itself: filled here, before the body is.
            decision: kindText ? fill(t(kindText), { until }) : '',
            ground: input.ground ? t(GROUND_TEXTS[input.ground]) : '',
            reason: input.reason,
            appeal: t(appealable ? APPEAL_TEXT : FINAL_TEXT),
          },
        },
      },
      tx,
    );
  }
  return row.id;
}
