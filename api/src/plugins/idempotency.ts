import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (e.g. login, whose replay could not set the cookie). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * Runs the route's work in one transaction that also completes the request's Idempotency-Key record
     * with the answer, so a crash between commit and reply cannot run the work twice: the retry finds the
     * record and gets the first answer. Without a key it is a plain transaction. Routes that move money use it.
     */
    idempotentTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

const METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
// A request that died without answering must not block its key forever.
const STALE_PENDING_MS = 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
const recordOf = Symbol('idempotency');
// Set when the answer was stored with the work: a later failure (a 5xx while replying) must keep it.
const storedInTransaction = Symbol('idempotency-stored');
// Keys are kept a day; now and then an insert clears older ones, so no scheduler is needed.
const PURGE_CHANCE = 0.01;

type TrackedRequest = FastifyRequest & { [recordOf]?: number; [storedInTransaction]?: boolean };

const scopeOf = new WeakMap<FastifyRequest, string>();

/**
 * Names whose keys a request's Idempotency-Key is among, for callers the member session does not know: the
 * staff guard gives each staff account its own, so one staff member's key never replays another's answer
 * (staff behind one office address would otherwise share the address's keys, and a replay skips the
 * handler's own checks of role and site).
 */
export function scopeIdempotencyKeys(request: FastifyRequest, scope: string): void {
  scopeOf.set(request, scope);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Writes with an `Idempotency-Key` run once: a repeat with the same key (per member, per staff account, or per
 * client address when logged out) gets the first answer with `Idempotent-Replayed: true`; the same key on a different
 * request is refused with 422 idempotency_key_reused.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotentTransaction', function <
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>): Promise<T> {
      const request = this as TrackedRequest;
      return app.db.transaction(async (tx) => {
        const result = await work(tx);
        const id = request[recordOf];
        if (id !== undefined) {
          await tx
            .update(idempotencyKeys)
            .set({
              statusCode: 200,
              responseBody: JSON.stringify(result ?? null),
              contentType: 'application/json; charset=utf-8',
            })
            .where(eq(idempotencyKeys.id, id));
          request[storedInTransaction] = true;
        }
        return result;
      });
    });

    /** Claims the request's key, or answers with the first answer (see the hook below). */
    async function claim(request: FastifyRequest, reply: FastifyReply, key: string) {
      if (!KEY_PATTERN.test(key)) {
        throw new AppError(
          400,
          'validation_failed',
          'Idempotency-Key must be 8 to 128 letters, digits or -_:.',
          [{ field: 'headers.idempotency-key', code: 'invalid_format', message: 'Invalid Idempotency-Key' }],
        );
      }
      const session = scopeOf.has(request) ? null : await request.getSession();
      const scope = scopeOf.get(request) ?? (session ? `user:${session.userId}` : `anon:${request.ip}`);
      const hash = requestHash(request);

      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await app.db
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash: hash })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (inserted[0]) {
          (request as TrackedRequest)[recordOf] = inserted[0].id;
          if (Math.random() < PURGE_CHANCE) {
            await app.db
              .delete(idempotencyKeys)
              .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
          }
          return;
        }
        const [existing] = await app.db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        if (!existing) continue;
        if (existing.requestHash !== hash) {
          throw new AppError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used for a different request.',
          );
        }
        if (existing.statusCode !== null) {
          reply
            .code(existing.statusCode)
            .header('idempotent-replayed', 'true')
            .type(existing.contentType ?? 'application/json; charset=utf-8');
          return reply.send(existing.responseBody ?? '');
        }
        if (Date.now() - existing.createdAt.getTime() < STALE_PENDING_MS) {
          throw new AppError(
            409,
            'idempotency_in_progress',
            'The first request with this key is still running.',
          );
        }
        await app.db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.id, existing.id),
              lt(idempotencyKeys.createdAt, sql`now() - interval '60 seconds'`),
            ),
          );
      }
      throw new AppError(409, 'idempotency_in_progress', 'The first request with this key is still running.');
    }

    // Callback hooks, not async ones: on a request without a key (every read) they cost no promise and
    // microtask; with one, the work above runs and calls `done` when it is over.
    app.addHook('preHandler', (request, reply, done) => {
      const key = request.headers['idempotency-key'];
      if (
        typeof key !== 'string' ||
        !METHODS.has(request.method) ||
        request.routeOptions.config.idempotent === false
      ) {
        done();
        return;
      }
      claim(request, reply, key).then(() => done(), done);
    });

    /** Stores (or, after a failure, frees) the key's record with the answer. */
    async function complete(tracked: TrackedRequest, reply: FastifyReply, id: number, payload: unknown) {
      // The work committed together with its answer; whatever goes wrong while replying, a retry replays it.
      if (tracked[storedInTransaction] && (reply.statusCode >= 500 || typeof payload !== 'string')) {
        return payload;
      }
      if (
        reply.statusCode >= 500 ||
        (typeof payload !== 'string' && payload !== null && payload !== undefined)
      ) {
        // A failure may succeed on retry, and streams cannot be stored: let the key be used again.
        await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: (payload as string | null | undefined) ?? '',
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(eq(idempotencyKeys.id, id));
      return payload;
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      const tracked = request as TrackedRequest;
      const id = tracked[recordOf];
      if (id === undefined) {
        done(null, payload);
        return;
      }
      tracked[recordOf] = undefined;
      complete(tracked, reply, id, payload).then(
        (result) => done(null, result),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'idempotency', dependencies: ['database', 'session'] },
);
