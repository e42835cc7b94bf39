// Demo members with their profiles and photos, inserted in batches: used by the seed for the demo profiles and
// by the demo activity for the members it invents.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { firstRow } from '../db/first-row';
import { photos, profiles, users } from '../db/schema/index';
import type { GeneratedPhoto } from './demo-photos';
import type { DemoProfile } from './demo-profiles';

const BATCH = 250;

/** A small stable hash (the seed must not depend on Math.random or the clock). */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

async function insertInBatches<T>(
  items: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** Inserts members with their profiles and photos (the first one the main photo); returns their user ids in order. */
export async function insertMembers(
  tx: Tx,
  siteId: number,
  members: {
    email: string;
    passwordHash: string;
    profile: DemoProfile;
    photos: readonly GeneratedPhoto[];
    user?: Partial<typeof users.$inferInsert>;
  }[],
): Promise<number[]> {
  const ids: number[] = [];
  await insertInBatches(members, async (batch) => {
    const rows = await tx
      .insert(users)
      .values(
        batch.map((member) => ({
          siteId,
          email: member.email,
          passwordHash: member.passwordHash,
          status: 'confirmed' as const,
          language: 'en' as const,
          // Spread over the last 300 days by the e-mail address, so every seed tells the same story.
          signupDate: sql`now() - make_interval(days => ${5 + (hashOf(member.email) % 300)})`,
          ...member.user,
        })),
      )
      .returning({ id: users.id });
    const batchIds = rows.map((row) => row.id);
    ids.push(...batchIds);
    await tx.insert(profiles).values(
      batch.map((member, index) => {
        const { portrait: _portrait, ...profile } = member.profile;
        return { ...profile, userId: firstRow(batchIds.slice(index), 'user id'), siteId };
      }),
    );
    const photoRows = batch.flatMap((member, index) =>
      member.photos.map((photo, position) => ({
        userId: firstRow(batchIds.slice(index), 'user id'),
        filename: photo.filename,
        thumbFilename: photo.thumbFilename,
        status: 'active' as const,
        isMain: position === 0,
        position,
      })),
    );
    if (photoRows.length) await tx.insert(photos).values(photoRows);
  });
  return ids;
}
