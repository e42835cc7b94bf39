import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's A/B bucket: random, first-party, and the only input of the sticky variant choice. */
export const BUCKET_COOKIE = 'mf_bucket';
const BUCKET_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
// Browsers cap cookie lifetimes at 400 days; a visitor keeps their variant for as long as that.
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The request's bucket, or null when it has none or a value this server never issued. */
export function readBucket(request: FastifyRequest): string | null {
  const value = request.cookies?.[BUCKET_COOKIE];
  return typeof value === 'string' && BUCKET_PATTERN.test(value) ? value : null;
}

/** The request's bucket, or a new one set on the reply. */
export function ensureBucket(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readBucket(request);
  if (existing) return existing;
  const bucket = randomBytes(12).toString('base64url');
  // Not HttpOnly-critical (the server decides), but nothing in the page needs to read it either.
  reply.setCookie(BUCKET_COOKIE, bucket, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_SECONDS,
  });
  return bucket;
}
