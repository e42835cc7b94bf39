// The answer screen: the conversation as staff see it (who wrote each profile message), both sides' profiles
// and facts, the member's last gifts and the photos they unlocked, and the site's rules for the answer.
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InboxConversation, InboxProfileCard, Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import {
  creditLedger,
  gifts,
  messages,
  operatorAnswers,
  operatorFacts,
  operatorQueue,
  photos,
  profiles,
  staffAccounts,
  users,
} from '../../db/schema/index';
import { PHOTO_MESSAGE_UNLOCK } from '../messages/message-view';
import { interestName } from '../settings/interests';
import { minAnswerLength } from './answer-rules';
import { inboxClaimsOf } from './inbox-claims';
import type { OpenedConversation } from './inbox-scope';

const MESSAGES_SHOWN = 50;
const GIFTS_SHOWN = 5;

function ageOf(birthDate: string, now = new Date()): number {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const monthDay = (d: Date) => d.getUTCMonth() * 100 + d.getUTCDate();
  if (monthDay(now) < monthDay(birth)) age -= 1;
  return age;
}

/** A profile as the operator reads it; its interests named in the operator's language (`locale`). */
async function profileCard(
  db: DbOrTx,
  cdnPrefix: string,
  userId: number,
  locale: Locale,
): Promise<InboxProfileCard> {
  const [row] = await db
    .select({
      id: users.id,
      name: profiles.name,
      birthDate: profiles.birthDate,
      city: profiles.city,
      gender: profiles.gender,
      interests: profiles.interests,
      about: profiles.personalText,
      language: users.language,
      fictional: users.isFictional,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`profile ${userId} of an open conversation is missing`);
  const shown = await db
    .select({ id: photos.id, filename: photos.filename, thumb: photos.thumbFilename })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
  const uploads = `${cdnPrefix}/uploads/`;
  return {
    id: row.id,
    name: row.name,
    age: row.birthDate ? ageOf(row.birthDate) : null,
    city: row.city ?? null,
    gender: row.gender,
    interests: ((row.interests as string[] | null) ?? []).map((id) => interestName(locale, id)),
    about: row.about ?? null,
    language: row.language,
    fictional: row.fictional,
    photos: shown.map((p) => ({ id: p.id, url: uploads + p.filename, thumbUrl: uploads + p.thumb })),
  };
}

export async function loadAnswerScreen(
  app: FastifyInstance,
  opened: OpenedConversation,
  locale: Locale,
): Promise<InboxConversation> {
  const db = app.db;
  const site = (await app.sites.all()).find((s) => s.id === opened.siteId);
  const cdnPrefix = site?.cdnPrefix ?? '';
  const uploads = `${cdnPrefix}/uploads/`;
  const [member, profile] = await Promise.all([
    profileCard(db, cdnPrefix, opened.memberId, locale),
    profileCard(db, cdnPrefix, opened.profileId, locale),
  ]);
  const rows = (
    await db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
        giftName: gifts.name,
        giftId: messages.giftId,
        photoThumb: messages.photoThumbFilename,
        staffName: staffAccounts.name,
      })
      .from(messages)
      .leftJoin(gifts, eq(gifts.id, messages.giftId))
      .leftJoin(operatorAnswers, eq(operatorAnswers.messageId, messages.id))
      .leftJoin(staffAccounts, eq(staffAccounts.id, operatorAnswers.staffId))
      .where(eq(messages.conversationId, opened.conversationId))
      .orderBy(desc(messages.id))
      .limit(MESSAGES_SHOWN)
  ).reverse();
  const photoIds = rows
    .filter((r) => r.photoThumb && r.senderId === opened.profileId)
    .map((r) => String(r.id));
  const unlocks =
    photoIds.length === 0
      ? []
      : await db
          .select({ reference: creditLedger.reference, at: creditLedger.createdAt })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.userId, opened.memberId),
              eq(creditLedger.reason, PHOTO_MESSAGE_UNLOCK),
              inArray(creditLedger.reference, photoIds),
            ),
          );
  const unlockedAt = new Map(unlocks.map((u) => [Number(u.reference), u.at]));
  const lastGifts = await db
    .select({ name: gifts.name, sentAt: messages.createdAt })
    .from(messages)
    .innerJoin(gifts, eq(gifts.id, messages.giftId))
    .where(and(eq(messages.conversationId, opened.conversationId), eq(messages.senderId, opened.memberId)))
    .orderBy(desc(messages.id))
    .limit(GIFTS_SHOWN);
  const facts = await db
    .select({
      id: operatorFacts.id,
      userId: operatorFacts.userId,
      text: operatorFacts.text,
      createdAt: operatorFacts.createdAt,
      staffName: staffAccounts.name,
    })
    .from(operatorFacts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, operatorFacts.staffId))
    .where(
      or(
        eq(operatorFacts.userId, opened.memberId),
        and(
          eq(operatorFacts.userId, opened.profileId),
          or(isNull(operatorFacts.conversationId), eq(operatorFacts.conversationId, opened.conversationId)),
        ),
      ),
    )
    .orderBy(asc(operatorFacts.createdAt), asc(operatorFacts.id));
  const [waiting] = await db
    .select({ since: operatorQueue.waitingSince })
    .from(operatorQueue)
    .where(eq(operatorQueue.conversationId, opened.conversationId));
  const claim = (await inboxClaimsOf(db, [opened.conversationId])).get(opened.conversationId);
  return {
    conversationId: opened.conversationId,
    siteId: opened.siteId,
    siteName: site?.name ?? '',
    member,
    profile,
    messages: rows.map((row) => ({
      id: row.id,
      fromMember: row.senderId === opened.memberId,
      body: row.body,
      sentAt: row.createdAt.toISOString(),
      gift: row.giftId !== null ? { name: row.giftName ?? '' } : null,
      photo: row.photoThumb ? { thumbUrl: uploads + row.photoThumb, unlocked: unlockedAt.has(row.id) } : null,
      staffName: row.staffName ?? null,
    })),
    facts: facts.map((fact) => ({
      id: fact.id,
      about: fact.userId === opened.memberId ? ('member' as const) : ('profile' as const),
      text: fact.text,
      createdAt: fact.createdAt.toISOString(),
      staffName: fact.staffName ?? null,
    })),
    lastGifts: lastGifts.map((g) => ({ name: g.name, sentAt: g.sentAt.toISOString() })),
    unlockedPhotos: rows
      .filter((row) => unlockedAt.has(row.id) && row.photoThumb)
      .map((row) => ({
        messageId: row.id,
        thumbUrl: uploads + (row.photoThumb ?? ''),
        unlockedAt: (unlockedAt.get(row.id) ?? row.createdAt).toISOString(),
      })),
    waitingSince: waiting ? waiting.since.toISOString() : null,
    claimedBy: claim ? { id: claim.id, name: claim.name, until: claim.until.toISOString() } : null,
    minAnswerLength: await minAnswerLength(db, opened.siteId),
    maxAnswerLength: site?.messageLength ?? 0,
  };
}

export async function addFact(
  db: DbOrTx,
  staffId: number,
  opened: OpenedConversation,
  about: 'member' | 'profile',
  text: string,
) {
  // A member's fact holds whoever they write to; a profile's is what it told this member.
  const rows = await db
    .insert(operatorFacts)
    .values({
      userId: about === 'member' ? opened.memberId : opened.profileId,
      conversationId: about === 'member' ? null : opened.conversationId,
      staffId,
      text,
    })
    .returning({ id: operatorFacts.id });
  return firstRow(rows, 'fact');
}
