// What a moderator sees of each queue item: the photo, the reported profile, the copied messages of a chat
// report, the complaint's text, or the appealed decision with the appellant's words.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { QueueEvidence, StaffMemberBrief, StaffQueue } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import {
  chatReports,
  complaints,
  decisionAppeals,
  moderationDecisions,
  photos,
  profileReports,
  profiles,
  staffAccounts,
  users,
} from '../../../db/schema/index';
import { complaintReference } from '../../complaints/complaints-repository';

const photoUrl = (filename: string) => `/uploads/${filename}`;

export async function memberBriefs(
  db: DbOrTx,
  ids: (number | null)[],
): Promise<Map<number, StaffMemberBrief>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, siteId: users.siteId, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, wanted));
  const mains = await db
    .select({ userId: photos.userId, filename: photos.filename })
    .from(photos)
    .where(and(inArray(photos.userId, wanted), eq(photos.isMain, true)));
  const main = new Map(mains.map((row) => [row.userId, photoUrl(row.filename)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        siteId: row.siteId,
        name: row.name ?? '',
        photoUrl: main.get(row.id) ?? null,
      },
    ]),
  );
}

const unknownMember = (id: number | null): StaffMemberBrief => ({
  id: id ?? 0,
  name: '',
  email: '',
  siteId: 0,
  photoUrl: null,
});

export async function loadEvidence(
  db: DbOrTx,
  queue: StaffQueue,
  ids: number[],
): Promise<Map<number, QueueEvidence>> {
  const result = new Map<number, QueueEvidence>();
  if (ids.length === 0) return result;
  switch (queue) {
    case 'photos': {
      const rows = await db.select().from(photos).where(inArray(photos.id, ids));
      const briefs = await memberBriefs(
        db,
        rows.map((r) => r.userId),
      );
      for (const row of rows) {
        result.set(row.id, {
          kind: 'photo',
          photoUrl: photoUrl(row.filename),
          member: briefs.get(row.userId) ?? unknownMember(row.userId),
        });
      }
      return result;
    }
    case 'profileReports': {
      const rows = await db.select().from(profileReports).where(inArray(profileReports.id, ids));
      const briefs = await memberBriefs(
        db,
        rows.flatMap((r) => [r.reporterId, r.reportedId]),
      );
      const reported = [...new Set(rows.map((r) => r.reportedId))];
      const texts = await db
        .select({ userId: profiles.userId, text: profiles.personalText })
        .from(profiles)
        .where(inArray(profiles.userId, reported));
      const pictures = await db
        .select({ userId: photos.userId, filename: photos.filename })
        .from(photos)
        .where(and(inArray(photos.userId, reported), ne(photos.status, 'rejected')))
        .orderBy(asc(photos.position));
      for (const row of rows) {
        result.set(row.id, {
          kind: 'profileReport',
          reason: row.reason,
          comment: row.comment,
          reporter: briefs.get(row.reporterId) ?? null,
          reported: {
            ...(briefs.get(row.reportedId) ?? unknownMember(row.reportedId)),
            aboutMe: texts.find((t) => t.userId === row.reportedId)?.text ?? null,
            photos: pictures.filter((p) => p.userId === row.reportedId).map((p) => photoUrl(p.filename)),
          },
        });
      }
      return result;
    }
    case 'chatReports': {
      const rows = await db.select().from(chatReports).where(inArray(chatReports.id, ids));
      const briefs = await memberBriefs(
        db,
        rows.flatMap((r) => [r.reporterId, r.reportedId]),
      );
      for (const row of rows) {
        result.set(row.id, {
          kind: 'chatReport',
          reason: row.reason,
          comment: row.comment,
          reporter: row.reporterId === null ? null : (briefs.get(row.reporterId) ?? null),
          reported: row.reportedId === null ? null : (briefs.get(row.reportedId) ?? null),
          messages: row.evidence.map((m) => ({
            id: m.id,
            senderId: m.sender_id,
            body: m.body,
            sentAt: m.sent_at,
          })),
        });
      }
      return result;
    }
    case 'complaints': {
      const rows = await db.select().from(complaints).where(inArray(complaints.id, ids));
      const briefs = await memberBriefs(
        db,
        rows.map((r) => r.userId),
      );
      for (const row of rows) {
        result.set(row.id, {
          kind: 'complaint',
          reference: complaintReference(row.id),
          name: row.name,
          email: row.email,
          topic: row.subject,
          text: row.body,
          member: row.userId === null ? null : (briefs.get(row.userId) ?? null),
        });
      }
      return result;
    }
    case 'appeals': {
      const rows = await db
        .select({
          appeal: decisionAppeals,
          decision: moderationDecisions,
          decidedBy: { id: staffAccounts.id, name: staffAccounts.name },
        })
        .from(decisionAppeals)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, decisionAppeals.decisionId))
        .leftJoin(staffAccounts, eq(staffAccounts.id, moderationDecisions.staffId))
        .where(inArray(decisionAppeals.id, ids))
        .orderBy(desc(decisionAppeals.id));
      const briefs = await memberBriefs(
        db,
        rows.map((r) => r.appeal.userId),
      );
      const photoIds = rows.flatMap(({ decision }) =>
        decision.queue === 'photos' && decision.itemId !== null ? [decision.itemId] : [],
      );
      const decidedPhotos = photoIds.length
        ? await db
            .select({ id: photos.id, filename: photos.filename })
            .from(photos)
            .where(inArray(photos.id, photoIds))
        : [];
      const photoOf = new Map(decidedPhotos.map((photo) => [photo.id, photoUrl(photo.filename)]));
      for (const { appeal, decision, decidedBy } of rows) {
        result.set(appeal.id, {
          kind: 'appeal',
          text: appeal.text,
          decision: {
            id: decision.id,
            queue: decision.queue,
            kind: decision.kind,
            ground: decision.ground,
            reason: decision.reason,
            decidedAt: decision.decidedAt.toISOString(),
            decidedBy,
          },
          photoUrl:
            decision.queue === 'photos' && decision.itemId !== null
              ? (photoOf.get(decision.itemId) ?? null)
              : null,
          member: briefs.get(appeal.userId ?? 0) ?? unknownMember(appeal.userId),
        });
      }
      return result;
    }
  }
}
