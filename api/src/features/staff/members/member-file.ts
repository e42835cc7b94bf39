// Member lookup for staff: the search over the sites a staff member may see, and a member's whole file.
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  type BanState,
  type StaffMemberFile,
  type StaffMemberRow,
  urlIdSchema,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import {
  blocks,
  chatReports,
  creditLedger,
  decisionAppeals,
  directDebitBlocks,
  memberBans,
  moderationDecisions,
  payments,
  photos,
  profileReports,
  profiles,
  sessions,
  sites as siteTable,
  staffAccounts,
  staffNotes,
  users,
} from '../../../db/schema/index';
import { activeBan, type BanRow } from '../decisions/member-ban';

const LIST_LIMIT = 50;

export const banView = (ban: BanRow | null): BanState | null =>
  ban
    ? {
        kind: ban.kind,
        reason: ban.reason,
        until: ban.until?.toISOString() ?? null,
        since: ban.since.toISOString(),
        byStaffId: ban.staffId,
      }
    : null;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * By id (an id's digits), by e-mail (contains @: exact or its start), else by the start of the profile name or
 * e-mail: digits too large for an id are searched as text, not asked of the id column.
 */
export async function searchMembers(
  db: DbOrTx,
  q: string,
  sites: SQL | undefined,
): Promise<StaffMemberRow[]> {
  const text = q.trim();
  const asId = urlIdSchema.safeParse(text);
  const match: SQL | undefined = asId.success
    ? eq(users.id, asId.data)
    : text.includes('@')
      ? ilike(users.email, `${escapeLike(text.toLowerCase())}%`)
      : or(
          ilike(profiles.name, `${escapeLike(text)}%`),
          ilike(users.email, `${escapeLike(text.toLowerCase())}%`),
        );
  const rows = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      siteName: siteTable.name,
      email: users.email,
      name: profiles.name,
      signupDate: users.signupDate,
      lastSeenAt: users.lastSeenAt,
      deletedAt: users.deletedAt,
      ban: memberBans,
    })
    .from(users)
    .innerJoin(siteTable, eq(siteTable.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(memberBans, eq(memberBans.userId, users.id))
    .where(and(match, sites, eq(users.isFictional, false)))
    .orderBy(users.id)
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    email: row.email,
    name: row.name ?? '',
    signupDate: row.signupDate.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    deleted: row.deletedAt !== null,
    ban: banView(row.ban),
  }));
}

export async function memberFile(db: DbOrTx, userId: number): Promise<StaffMemberFile | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, siteName: siteTable.name })
    .from(users)
    .innerJoin(siteTable, eq(siteTable.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, profile, siteName } = row;
  const ban = await activeBan(db, userId);
  const [debitBlock] = await db
    .select({ id: directDebitBlocks.id })
    .from(directDebitBlocks)
    .where(eq(directDebitBlocks.userId, userId))
    .limit(1);
  const [
    photoRows,
    sessionRows,
    paymentRows,
    ledgerRows,
    profileReportRows,
    chatReportRows,
    blockRows,
    noteRows,
    decisionRows,
  ] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, userId)).orderBy(photos.position),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(profileReports)
      .where(or(eq(profileReports.reporterId, userId), eq(profileReports.reportedId, userId)))
      .orderBy(desc(profileReports.createdAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(chatReports)
      .where(or(eq(chatReports.reporterId, userId), eq(chatReports.reportedId, userId)))
      .orderBy(desc(chatReports.createdAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(blocks)
      .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
      .limit(LIST_LIMIT),
    db
      .select({ note: staffNotes, name: staffAccounts.name })
      .from(staffNotes)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffNotes.staffId))
      .where(eq(staffNotes.userId, userId))
      .orderBy(desc(staffNotes.createdAt)),
    db
      .select({ decision: moderationDecisions, appealId: decisionAppeals.id })
      .from(moderationDecisions)
      .leftJoin(decisionAppeals, eq(decisionAppeals.decisionId, moderationDecisions.id))
      .where(eq(moderationDecisions.userId, userId))
      .orderBy(desc(moderationDecisions.decidedAt))
      .limit(LIST_LIMIT),
  ]);
  const reports = [
    ...profileReportRows.map((r) => ({ ...r, kind: 'profile' as const })),
    ...chatReportRows.map((r) => ({ ...r, kind: 'chat' as const })),
  ];
  const brief = (r: (typeof reports)[number], other: number | null) => ({
    id: r.id,
    kind: r.kind,
    otherMemberId: other,
    reason: r.reason,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  });
  return {
    member: {
      id: user.id,
      siteId: user.siteId,
      siteName,
      email: user.email,
      name: profile?.name ?? '',
      signupDate: user.signupDate.toISOString(),
      lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
      deleted: user.deletedAt !== null,
      ban: banView(ban),
      status: user.status,
      language: user.language,
      credits: user.credits,
      creditsFrozen: user.creditsFrozen,
      paidUser: user.paidUser,
      isFictional: user.isFictional,
      directDebitBlocked: debitBlock !== undefined,
    },
    profile: profile
      ? {
          gender: profile.gender,
          dateOfBirth: profile.birthDate,
          city: profile.city,
          country: profile.country,
          aboutMe: profile.personalText,
          status: profile.status,
        }
      : null,
    photos: photoRows.map((p) => ({
      id: p.id,
      url: `/uploads/${p.filename}`,
      status: p.status,
      isMain: p.isMain,
    })),
    sessions: sessionRows
      .filter((s) => s.expiresAt > new Date())
      .map((s) => ({
        id: s.id,
        device: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      })),
    // Sessions are the login history the server keeps: each login starts one.
    loginHistory: sessionRows.map((s) => ({ at: s.createdAt.toISOString(), device: s.userAgent })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      currency: p.currency,
      credits: p.credits,
      method: p.paymentMethod,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      refundable: p.status === 'completed' && p.providerReference !== null,
    })),
    ledger: ledgerRows.map((l) => ({
      id: l.id,
      delta: l.delta,
      reason: l.reason,
      balanceAfter: l.balanceAfter,
      createdAt: l.createdAt.toISOString(),
    })),
    reportsBy: reports.filter((r) => r.reporterId === userId).map((r) => brief(r, r.reportedId)),
    reportsAgainst: reports.filter((r) => r.reportedId === userId).map((r) => brief(r, r.reporterId)),
    blocks: blockRows.map((b) =>
      b.blockerId === userId
        ? { memberId: b.blockedId, direction: 'by' as const }
        : { memberId: b.blockerId, direction: 'of' as const },
    ),
    notes: noteRows.map(({ note, name }) => ({
      id: note.id,
      text: note.text,
      createdAt: note.createdAt.toISOString(),
      by: note.staffId !== null ? { id: note.staffId, name: name ?? '' } : null,
    })),
    decisions: decisionRows.map(({ decision, appealId }) => ({
      id: decision.id,
      kind: decision.kind,
      ground: decision.ground,
      reason: decision.reason,
      decidedAt: decision.decidedAt.toISOString(),
      appealed: appealId !== null,
    })),
  };
}

/** The member's site, or null when there is no such member. */
export async function memberSite(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId));
  return row?.siteId ?? null;
}
