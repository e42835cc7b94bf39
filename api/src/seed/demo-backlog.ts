// The staff's first morning: work already waiting in the back office of each demo site, so a moderator, a
// support agent or an operator who opens the demo finds something to do. New photos to approve, profile and
// chat reports, complaints, and members waiting in the operator inbox for a fictional profile's answer, all
// in the site's language and spread over the last hours. Drawn from a generator of its own, after the rest of
// the seed, so every member, photo and conversation before it stays as it was.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ChatReportReason,
  ComplaintTopic,
  EyeColor,
  HairColor,
  Locale,
  ReportReason,
} from '@dating/shared/contract';
import type { Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import {
  chatReports,
  complaints,
  decisionAppeals,
  messages,
  moderationDecisions,
  photos,
  profileReports,
  profiles,
  users,
} from '../db/schema/index';
import type { Site } from '../plugins/site';
import { seedConversation } from './demo-activity';
import { generatePortraits } from './demo-photos';
import { demoTexts } from './demo-texts';
import { Random } from './random';

/** As the /complaints form stores one: the topic's code in `subject`, the text in `body`. */
interface Complaint {
  subject: ComplaintTopic;
  body: string;
}

/** What members write to the staff, per site language (English where a language has none). */
interface BacklogTexts {
  profileReports: readonly { reason: ReportReason; comment: string }[];
  chatReports: readonly { reason: ChatReportReason; comment: string }[];
  /** One from a member, one from a visitor without an account. */
  complaints: readonly [Complaint, Complaint];
  /** A visitor without an account who writes in. */
  visitor: { name: string; email: string };
  /** A photo a moderator rejected, and the member's appeal against it. */
  appeal: { reason: string; text: string };
}

const en: BacklogTexts = {
  profileReports: [
    { reason: 'fake', comment: 'These photos are of a model, I found them on a stock photo site.' },
    { reason: 'spam', comment: 'Asked me to continue on another app within two messages.' },
    { reason: 'offensive', comment: 'The profile text is rude about women.' },
  ],
  chatReports: [
    { reason: 'scam', comment: 'Wants me to send money for a train ticket.' },
    { reason: 'offensive', comment: 'Got abusive when I said I was not interested.' },
  ],
  complaints: [
    {
      subject: 'billing',
      body: 'I bought 100 credits yesterday and my bank shows the payment twice. Please refund one of them.',
    },
    {
      subject: 'technical',
      body: 'The password reset mail never arrives. I have checked my spam folder too.',
    },
  ],
  visitor: { name: 'Paul Whitfield', email: 'paul.whitfield@example.com' },
  appeal: {
    reason: 'The photo does not seem to show the member: it looks like a picture taken from a magazine.',
    text: 'That really is me, my sister took it at her wedding last summer. I can send another one if you like.',
  },
};

const de: BacklogTexts = {
  profileReports: [
    {
      reason: 'fake',
      comment: 'Die Fotos sind von einem Model, ich habe sie auf einer Bildagentur gefunden.',
    },
    { reason: 'spam', comment: 'Wollte nach zwei Nachrichten auf einer anderen App weiterschreiben.' },
    { reason: 'offensive', comment: 'Der Profiltext ist beleidigend gegenüber Frauen.' },
  ],
  chatReports: [
    { reason: 'scam', comment: 'Will, dass ich Geld für ein Zugticket überweise.' },
    {
      reason: 'offensive',
      comment: 'Wurde ausfallend, als ich geschrieben habe, dass ich kein Interesse habe.',
    },
  ],
  complaints: [
    {
      subject: 'billing',
      body: 'Ich habe gestern 100 Credits gekauft und meine Bank zeigt die Zahlung zweimal. Bitte erstatten Sie eine davon.',
    },
    {
      subject: 'technical',
      body: 'Die E-Mail zum Zurücksetzen des Passworts kommt nie an. Den Spam-Ordner habe ich auch geprüft.',
    },
  ],
  visitor: { name: 'Jürgen Albers', email: 'juergen.albers@example.com' },
  appeal: {
    reason: 'Das Foto scheint nicht das Mitglied zu zeigen: Es sieht aus wie ein Bild aus einer Zeitschrift.',
    text: 'Das bin wirklich ich, meine Schwester hat das Foto letzten Sommer auf ihrer Hochzeit gemacht. Ich kann gern ein weiteres schicken.',
  },
};

const byLanguage: Record<string, BacklogTexts> = { en, de };

export function backlogTexts(domainLanguage: string): BacklogTexts {
  return byLanguage[domainLanguage.slice(0, 2).toLowerCase()] ?? en;
}

/** Conversations waiting for an operator, new photos, reports, complaints and an appeal, per site. */
export const BACKLOG = { inbox: 4, photos: 3 } as const;

const hoursAgo = (hours: number) => sql`now() - make_interval(mins => ${Math.round(hours * 60)})`;

interface Member {
  id: number;
  email: string;
  name: string;
  fictional: boolean;
  gender: 'male' | 'female';
  hairColor: HairColor | null;
  eyeColor: EyeColor | null;
  birthDate: string;
}

export async function seedStaffBacklog(
  tx: Tx,
  site: Pick<Site, 'id' | 'domainLanguage'>,
  memberIds: readonly number[],
  uploadsDir: string,
): Promise<void> {
  if (memberIds.length === 0) return;
  const random = new Random(31_337 + site.id);
  const texts = backlogTexts(site.domainLanguage);
  const members: Member[] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: profiles.name,
      fictional: users.isFictional,
      gender: profiles.gender,
      hairColor: profiles.hairColor,
      eyeColor: profiles.eyeColor,
      birthDate: profiles.birthDate,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...memberIds]))
    .orderBy(users.id);
  const real = members.filter((member) => !member.fictional);
  const fictional = members.filter((member) => member.fictional);
  if (real.length < 2) return;

  await seedWaitingConversations(tx, site, real, fictional, random);
  const withRoom = await membersWithRoomForAPhoto(tx, real);
  await seedPendingPhotos(tx, site, withRoom.slice(0, BACKLOG.photos), random, uploadsDir);
  const appellant = withRoom[BACKLOG.photos];
  if (appellant) await seedAppeal(tx, site, appellant, texts.appeal, random, uploadsDir);
  for (const [index, report] of texts.profileReports.entries()) {
    const reporter = real[index % real.length] ?? random.pick(real);
    const reported = random.pick(members.filter((member) => member.id !== reporter.id));
    await tx.insert(profileReports).values({
      reporterId: reporter.id,
      reportedId: reported.id,
      reason: report.reason,
      comment: report.comment,
      createdAt: hoursAgo(1 + index * 2.5),
    });
  }
  await seedChatReports(tx, real, texts, random);
  // The first from a member, the second from a visitor without an account.
  const writer = random.pick(real);
  const [fromMember, fromVisitor] = texts.complaints;
  await tx.insert(complaints).values([
    {
      siteId: site.id,
      userId: writer.id,
      name: writer.name,
      email: writer.email,
      ...fromMember,
      createdAt: hoursAgo(5),
    },
    { siteId: site.id, userId: null, ...texts.visitor, ...fromVisitor, createdAt: hoursAgo(0.5) },
  ]);
}

/** Members who wrote to a fictional profile and wait for its answer (the queue's trigger files them). */
async function seedWaitingConversations(
  tx: Tx,
  site: Pick<Site, 'domainLanguage'>,
  real: Member[],
  fictional: Member[],
  random: Random,
) {
  if (fictional.length === 0) return;
  const lines = demoTexts(site.domainLanguage);
  const talking = await sqlRows<{ low: number; high: number }>(
    tx,
    sql`select user_low_id as low, user_high_id as high from conversations`,
  );
  const pairs = new Set(talking.map((row) => `${row.low}-${row.high}`));
  let seeded = 0;
  for (const member of real) {
    if (seeded === BACKLOG.inbox) return;
    // Each member writes to another profile in turn; never to one of their own name ("Hannah -> Hannah" reads
    // to an operator like a member talking to themselves).
    const start = seeded % fictional.length;
    const profile = [...fictional.slice(start), ...fictional.slice(0, start)].find(
      (candidate) => candidate.name !== member.name,
    );
    if (!profile) continue;
    const key = [member.id, profile.id].sort((a, b) => a - b).join('-');
    if (pairs.has(key)) continue;
    pairs.add(key);
    // The member writes first; every other one had an answer before and wrote again.
    const conversation =
      seeded % 2 === 0
        ? [random.pick(lines.firstMessages)]
        : [random.pick(lines.firstMessages), ...twoReplies(lines.replies, random)];
    // The profile is `me`, so the member (the partner) wrote the last line.
    await seedConversation(tx, profile.id, member.id, conversation, 1, 4 + seeded * 37);
    seeded++;
  }
}

/** Two different replies: the profile's answer and the member's next line. */
function twoReplies(replies: readonly string[], random: Random): string[] {
  const first = random.pick(replies);
  return [first, random.pick(replies.filter((reply) => reply !== first))];
}

/** Members with fewer than four photos, who may add one. */
async function membersWithRoomForAPhoto(tx: Tx, real: Member[]): Promise<(Member & { photos: number })[]> {
  const counts = await tx
    .select({ userId: photos.userId, n: sql<number>`count(*)::int` })
    .from(photos)
    .where(
      inArray(
        photos.userId,
        real.map((member) => member.id),
      ),
    )
    .groupBy(photos.userId);
  const photoCount = new Map(counts.map((row) => [row.userId, row.n]));
  return real
    .map((member) => ({ ...member, photos: photoCount.get(member.id) ?? 0 }))
    .filter((member) => member.photos < 4);
}

/** A new portrait of the member, stored as uploads are, as their last photo with `status`. */
async function addPhoto(
  tx: Tx,
  site: Pick<Site, 'id'>,
  member: Member & { photos: number },
  status: 'pending' | 'rejected',
  hours: number,
  random: Random,
  uploadsDir: string,
): Promise<number | null> {
  const [file] = await generatePortraits(
    uploadsDir,
    `demo-${site.id}-${status}-${member.id}`,
    {
      seed: `${status}-${member.id}-${random.int(0, 1_000_000)}`,
      gender: member.gender,
      hairColor: member.hairColor ?? 'brown',
      eyeColor: member.eyeColor ?? 'brown',
      age: new Date().getUTCFullYear() - Number(member.birthDate.slice(0, 4)),
    },
    1,
  );
  if (!file) return null;
  const [stored] = await tx
    .insert(photos)
    .values({
      userId: member.id,
      filename: file.filename,
      thumbFilename: file.thumbFilename,
      status,
      isMain: false,
      position: member.photos,
      createdAt: hoursAgo(hours),
    })
    .returning({ id: photos.id });
  return stored?.id ?? null;
}

/** A new photo each from a few members, waiting for approval. */
async function seedPendingPhotos(
  tx: Tx,
  site: Pick<Site, 'id'>,
  members: (Member & { photos: number })[],
  random: Random,
  uploadsDir: string,
) {
  for (const [index, member] of members.entries())
    await addPhoto(tx, site, member, 'pending', 0.2 + index * 1.5, random, uploadsDir);
}

/**
 * Yesterday a moderator rejected the member's new photo (no staff account is named: the demo staff are made
 * after the members); the member read the statement of reasons and appealed. Reversing it puts the photo live.
 */
async function seedAppeal(
  tx: Tx,
  site: Pick<Site, 'id' | 'domainLanguage'>,
  member: Member & { photos: number },
  texts: BacklogTexts['appeal'],
  random: Random,
  uploadsDir: string,
) {
  const photoId = await addPhoto(tx, site, member, 'rejected', 30, random, uploadsDir);
  if (photoId === null) return;
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      userId: member.id,
      siteId: site.id,
      email: member.email,
      locale: site.domainLanguage.slice(0, 2) as Locale,
      queue: 'photos',
      itemId: photoId,
      kind: 'reject',
      ground: 'fake_profile',
      reason: texts.reason,
      itemCreatedAt: hoursAgo(30),
      decidedAt: hoursAgo(26),
      statement: true,
      appealable: true,
      seenAt: hoursAgo(20),
    })
    .returning({ id: moderationDecisions.id });
  if (!decision) return;
  await tx.insert(decisionAppeals).values({
    decisionId: decision.id,
    userId: member.id,
    siteId: site.id,
    text: texts.text,
    createdAt: hoursAgo(19.5),
  });
}

/** Real members who report the other side of one of their conversations, with its last messages as evidence. */
async function seedChatReports(tx: Tx, real: Member[], texts: BacklogTexts, random: Random) {
  const reports = [...texts.chatReports];
  for (const reporter of real.slice().reverse()) {
    const report = reports[0];
    if (!report) return;
    const [conversation] = await sqlRows<{ id: number; other: number }>(
      tx,
      sql`
      select c.id, case when c.user_low_id = ${reporter.id} then c.user_high_id else c.user_low_id end as other
      from conversations c
      where (c.user_low_id = ${reporter.id} or c.user_high_id = ${reporter.id})
        and exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id <> ${reporter.id})
      order by c.id limit 1`,
    );
    if (!conversation) continue;
    const recent = await tx
      .select({ id: messages.id, senderId: messages.senderId, body: messages.body, at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(5);
    const theirs = recent.find((message) => message.senderId !== reporter.id);
    await tx.insert(chatReports).values({
      reporterId: reporter.id,
      reportedId: Number(conversation.other),
      messageId: theirs?.id ?? null,
      reason: report.reason,
      comment: report.comment,
      evidence: recent.reverse().map((message) => ({
        id: message.id,
        sender_id: message.senderId,
        body: message.body,
        sent_at: message.at.toISOString(),
      })),
      createdAt: hoursAgo(2 + (texts.chatReports.length - reports.length) * 3 + random.int(0, 30) / 60),
    });
    reports.shift();
  }
}
