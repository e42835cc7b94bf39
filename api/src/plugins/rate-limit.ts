import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openRedis } from './redis-connection';
import { AppError } from '../app-error';

/**
 * The key of a per-address limit (signup, signup-check, reset, login): the client address as TRUST_PROXY
 * resolves it (request.ip) and nothing the client sends. Keyed on the session, each request could carry a
 * fresh cookie (the previous new account's own) and never be counted twice.
 */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/**
 * Limits are opt-in per route (`config.rateLimit`): login, signup, password reset, messaging. With
 * REDIS_URL the counters live in Redis, so every API instance counts together.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? openRedis(app.config.redisUrl, 'counters', 'rate-limit', app.log)
      : null;
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    const scale = app.config.rateLimitScale;
    if (scale !== 1) {
      // Added before @fastify/rate-limit's own onRoute hook, so it reads the scaled limit.
      app.addHook('onRoute', (route) => {
        const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
        if (limit && typeof limit.max === 'number') {
          route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * scale } };
        }
      });
    }
    await app.register(rateLimit, {
      global: false,
      // A member is counted as themself, so members behind one address (an office, a carrier's NAT) do not use
      // up each other's limits; visitors without a session are counted by address.
      keyGenerator: async (request) => {
        const session = await request.getSession().catch(() => null);
        return session ? `user:${session.userId}` : `ip:${request.ip}`;
      },
      ...(redis ? { redis, nameSpace: `${app.config.redisKeyPrefix}rl:` } : {}),
      errorResponseBuilder: (_request, context) => {
        const error = new AppError(
          429,
          'rate_limited',
          'Too many requests, please try again later.',
          undefined,
          {
            retry_after_seconds: Math.ceil(context.ttl / 1000),
          },
        );
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
