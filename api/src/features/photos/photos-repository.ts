import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { photos, users } from '../../db/schema/index';
import type { StoredPhoto } from './process-photo';

export interface OwnPhoto {
  id: number;
  url: string;
  thumb_url: string;
  status: 'pending' | 'active' | 'rejected';
  is_main: boolean;
  position: number;
}

export async function listOwnPhotos(db: DbOrTx, userId: number, cdnPrefix: string): Promise<OwnPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));
  return rows.map((row) => ({
    id: row.id,
    url: `${cdnPrefix}/uploads/${row.filename}`,
    thumb_url: `${cdnPrefix}/uploads/${row.thumbFilename}`,
    status: row.status,
    is_main: row.isMain,
    position: row.position,
  }));
}

export const photoLimit = (paidUser: boolean) => (paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

/** Refused (rejected) photos do not count against the limit. */
async function countedPhotos(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')));
  return row?.count ?? 0;
}

export async function limitFor(db: DbOrTx, userId: number): Promise<{ limit: number; used: number }> {
  const [user] = await db.select({ paid: users.paidUser }).from(users).where(eq(users.id, userId));
  return { limit: photoLimit(user?.paid ?? false), used: await countedPhotos(db, userId) };
}

/**
 * Adds a processed photo within the member's limit (3 free, 25 premium). The user row is locked, so two
 * uploads at once cannot both take the last place. The first photo becomes the main one.
 */
export async function addPhoto(
  db: DbOrTx,
  userId: number,
  stored: StoredPhoto,
  status: 'pending' | 'active',
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ paid: users.paidUser })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const limit = photoLimit(user?.paid ?? false);
    const used = await countedPhotos(tx, userId);
    if (used >= limit) {
      throw new AppError(409, 'photo_limit_reached', `You can have up to ${limit} photos.`, undefined, {
        limit,
      });
    }
    const [existing] = await tx
      .select({
        main: sql<number>`count(*) filter (where ${photos.isMain})::int`,
        last: sql<number>`coalesce(max(${photos.position}), -1)::int`,
      })
      .from(photos)
      .where(eq(photos.userId, userId));
    const [row] = await tx
      .insert(photos)
      .values({
        userId,
        filename: stored.filename,
        thumbFilename: stored.thumbFilename,
        status,
        isMain: (existing?.main ?? 0) === 0,
        position: (existing?.last ?? -1) + 1,
      })
      .returning({ id: photos.id });
    if (!row) throw new Error('photo insert returned no row');
    return row.id;
  });
}

/** Sets the order (a permutation of the member's photo ids) and, optionally, the main photo. */
export async function arrangePhotos(db: DbOrTx, userId: number, order: number[], mainId: number | undefined) {
  await db.transaction(async (tx) => {
    const own = await tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, userId));
    const ids = new Set(own.map((row) => row.id));
    const sameSet =
      order.length === ids.size && new Set(order).size === order.length && order.every((id) => ids.has(id));
    if (!sameSet)
      throw new AppError(400, 'invalid_photo_order', 'The order must list each of your photos once.');
    if (mainId !== undefined && !ids.has(mainId))
      throw new AppError(404, 'photo_not_found', 'This photo does not exist.');
    for (const [position, id] of order.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, id));
    }
    if (mainId !== undefined) {
      await tx
        .update(photos)
        .set({ isMain: false })
        .where(and(eq(photos.userId, userId), sql`${photos.isMain}`));
      await tx.update(photos).set({ isMain: true }).where(eq(photos.id, mainId));
    }
  });
}

/** Deletes a photo and its files; when it was the main one, the next photo takes its place. */
export async function deletePhoto(
  db: DbOrTx,
  userId: number,
  photoId: number,
  uploadsDir: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
    if (!row) throw new AppError(404, 'photo_not_found', 'This photo does not exist.');
    if (row.isMain) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
    }
    return row;
  });
  await removeFiles(uploadsDir, removed);
}

export async function removeFiles(uploadsDir: string, stored: StoredPhoto): Promise<void> {
  await Promise.all(
    [stored.filename, stored.thumbFilename].map((name) =>
      unlink(join(uploadsDir, name)).catch(() => undefined),
    ),
  );
}
