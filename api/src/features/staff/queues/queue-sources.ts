// Where each moderation queue's open items live: the table, the item's site and arrival, and how an item is
// closed. One description per queue, so listing, counting, claiming and deciding treat them alike.
import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StaffQueue } from '@dating/shared/contract';
import type { DbOrTx } from '../../../db/client';
import {
  chatReports,
  complaints,
  decisionAppeals,
  photos,
  profileReports,
  users,
} from '../../../db/schema/index';

export interface QueueHead {
  id: number;
  siteId: number;
  createdAt: Date;
  /** The member the decision is about (photo owner, reported member, appellant); null for a complaint. */
  memberId: number | null;
}

type HeadWhere = (columns: {
  siteId: SQL | AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}) => SQL | undefined;

/** An ordered select of heads, not yet limited: a page takes `.limit()`, a count wraps it `.as()` a subquery. */
interface HeadQuery {
  limit(limit: number): PromiseLike<QueueHead[]>;
  as(alias: string): Subquery;
}

interface QueueSource {
  /** Open items' heads, oldest first; `where` narrows (site, cursor, id). */
  query(db: DbOrTx, where: HeadWhere): HeadQuery;
  /** Closes an open item; false when it was not open any more (someone else decided it). */
  close(tx: DbOrTx, id: number, status: string): Promise<boolean>;
}

export const QUEUE_SOURCES: Record<StaffQueue, QueueSource> = {
  photos: {
    query: (db, where) => {
      const cols = { siteId: users.siteId, createdAt: photos.createdAt, id: photos.id };
      return db
        .select({ id: photos.id, siteId: users.siteId, createdAt: photos.createdAt, memberId: photos.userId })
        .from(photos)
        .innerJoin(users, eq(users.id, photos.userId))
        .where(and(eq(photos.status, 'pending'), isNull(users.deletedAt), where(cols)))
        .orderBy(asc(photos.createdAt), asc(photos.id));
    },
    close: async (tx, id, status) =>
      (
        await tx
          .update(photos)
          .set({
            status: status as 'active' | 'rejected',
            ...(status === 'rejected' ? { isMain: false } : {}),
          })
          .where(and(eq(photos.id, id), eq(photos.status, 'pending')))
          .returning({ id: photos.id })
      ).length > 0,
  },
  profileReports: {
    query: (db, where) => {
      const cols = { siteId: users.siteId, createdAt: profileReports.createdAt, id: profileReports.id };
      return db
        .select({
          id: profileReports.id,
          siteId: users.siteId,
          createdAt: profileReports.createdAt,
          memberId: profileReports.reportedId,
        })
        .from(profileReports)
        .innerJoin(users, eq(users.id, profileReports.reportedId))
        .where(and(eq(profileReports.status, 'open'), where(cols)))
        .orderBy(asc(profileReports.createdAt), asc(profileReports.id));
    },
    close: async (tx, id, status) =>
      (
        await tx
          .update(profileReports)
          .set({ status })
          .where(and(eq(profileReports.id, id), eq(profileReports.status, 'open')))
          .returning({ id: profileReports.id })
      ).length > 0,
  },
  chatReports: {
    // The reported member may have been erased (reported_id null): then the item belongs to the reporter's site.
    query: (db, where) => {
      const siteId = sql<number>`coalesce(${users.siteId}, (select ${users.siteId} from ${users} where ${users.id} = ${chatReports.reporterId}), 0)`;
      const cols = { siteId, createdAt: chatReports.createdAt, id: chatReports.id };
      return db
        .select({
          id: chatReports.id,
          // Named, so the select can be a subquery (countOpen).
          siteId: sql<number>`${siteId}`.as('site_id'),
          createdAt: chatReports.createdAt,
          memberId: chatReports.reportedId,
        })
        .from(chatReports)
        .leftJoin(users, eq(users.id, chatReports.reportedId))
        .where(and(eq(chatReports.status, 'open'), where(cols)))
        .orderBy(asc(chatReports.createdAt), asc(chatReports.id));
    },
    close: async (tx, id, status) =>
      (
        await tx
          .update(chatReports)
          .set({ status })
          .where(and(eq(chatReports.id, id), eq(chatReports.status, 'open')))
          .returning({ id: chatReports.id })
      ).length > 0,
  },
  complaints: {
    query: (db, where) => {
      const cols = { siteId: complaints.siteId, createdAt: complaints.createdAt, id: complaints.id };
      return db
        .select({
          id: complaints.id,
          siteId: complaints.siteId,
          createdAt: complaints.createdAt,
          memberId: sql<number | null>`null::integer`.as('member_id'),
        })
        .from(complaints)
        .where(and(eq(complaints.status, 'open'), where(cols)))
        .orderBy(asc(complaints.createdAt), asc(complaints.id));
    },
    close: async (tx, id, status) =>
      (
        await tx
          .update(complaints)
          .set({ status })
          .where(and(eq(complaints.id, id), eq(complaints.status, 'open')))
          .returning({ id: complaints.id })
      ).length > 0,
  },
  appeals: {
    query: (db, where) => {
      const cols = {
        siteId: decisionAppeals.siteId,
        createdAt: decisionAppeals.createdAt,
        id: decisionAppeals.id,
      };
      return db
        .select({
          id: decisionAppeals.id,
          siteId: decisionAppeals.siteId,
          createdAt: decisionAppeals.createdAt,
          memberId: decisionAppeals.userId,
        })
        .from(decisionAppeals)
        .where(and(eq(decisionAppeals.status, 'open'), where(cols)))
        .orderBy(asc(decisionAppeals.createdAt), asc(decisionAppeals.id));
    },
    close: async (tx, id, status) =>
      (
        await tx
          .update(decisionAppeals)
          .set({ status: status as 'upheld' | 'reversed' })
          .where(and(eq(decisionAppeals.id, id), eq(decisionAppeals.status, 'open')))
          .returning({ id: decisionAppeals.id })
      ).length > 0,
  },
};

/** Keeps rows of the given sites (null: every site). */
export function inSites(column: SQL | AnyPgColumn, allowed: number[] | null): SQL | undefined {
  if (allowed === null) return undefined;
  return allowed.length > 0 ? inArray(column as AnyPgColumn, allowed) : sql`false`;
}

/** After the item at (createdAt, id) in the oldest-first order. */
export function after(
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
  at: Date,
  id: number,
): SQL | undefined {
  return or(gt(columns.createdAt, at), and(eq(columns.createdAt, at), gt(columns.id, id)));
}

/** The open item `id` of the queue, or null. */
export async function openItem(db: DbOrTx, queue: StaffQueue, id: number): Promise<QueueHead | null> {
  const [head] = await QUEUE_SOURCES[queue].query(db, (c) => eq(c.id, id)).limit(1);
  return head ?? null;
}

export async function countOpen(db: DbOrTx, queue: StaffQueue, where: HeadWhere): Promise<number> {
  const [row] = await db.select({ n: count() }).from(QUEUE_SOURCES[queue].query(db, where).as('q'));
  return row?.n ?? 0;
}

/** The oldest open item's arrival in the queue, or null. */
export async function oldestOpen(db: DbOrTx, queue: StaffQueue, where: HeadWhere): Promise<Date | null> {
  const [head] = await QUEUE_SOURCES[queue].query(db, where).limit(1);
  return head?.createdAt ?? null;
}
