import { createHash } from 'node:crypto';
import type { RemoteVariant } from '../db/schema/index';

/**
 * Where a visitor falls on the 0-100 scale for one remote: a hash of their bucket and the remote's name, so
 * the same visitor always lands on the same point (sticky), and different remotes split independently.
 */
export function bucketPoint(bucket: string, remote: string): number {
  const digest = createHash('sha256').update(`${bucket}\u0000${remote}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

/**
 * The variant whose cumulative weight range holds the visitor's point. Changing 50/50 to 70/30 only moves the
 * visitors between 50 and 70, everyone else keeps what they saw. Without a bucket (a crawler, cookies off)
 * the first variant, the one that was there before the test, answers.
 */
export function pickVariant(
  variants: readonly RemoteVariant[],
  bucket: string | null,
  remote: string,
): string {
  const first = variants[0];
  if (!first) throw new Error(`no variants for ${remote}`);
  if (variants.length === 1 || bucket === null) return first.entry;
  const point = bucketPoint(bucket, remote);
  let upTo = 0;
  let picked = first;
  for (const variant of variants) {
    picked = variant;
    upTo += variant.weight;
    if (point < upTo) break;
  }
  // Past the last range only if the weights fell short of 100 (the commands refuse that): the last one.
  return picked.entry;
}
