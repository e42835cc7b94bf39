import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { funnelVisitBodySchema } from '@dating/shared/contract';
import { readBucket } from '../../frontend/bucket-cookie';
import { loadAssignments } from '../../frontend/registry-store';
import { answerFor, indexAssignments } from '../../frontend/remote-registry';
import { byAddress } from '../../plugins/rate-limit';
import { isCrawlerAgent } from '../crawlers/crawler-agent';
import { recordVisit } from './funnel-visits';

/** The shell sends one per browser session; a few tabs and reloads on a shared address stay well within it. */
export const FUNNEL_VISITS_PER_MINUTE = 30;

/**
 * The shell's beacon on a visitor's first page load (shell/src/app/funnel-visit-beacon.ts). Coming from the
 * page's script, it leaves out visitors without JavaScript, which most crawlers are; the known crawler agents
 * that do run scripts are dropped here. The variants are worked out from the bucket cookie, the way the page
 * was served, never taken from the browser.
 */
const funnelVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/funnel-visit.php',
    {
      schema: {
        tags: ['site'],
        summary: "Beacon: the visitor's first page load, for the signup funnel (204)",
        body: funnelVisitBodySchema,
        response: { 204: z.undefined() },
      },
      // sendBeacon cannot set the CSRF header; a forged call could only add one visit of the caller's own.
      config: {
        idempotent: false,
        csrf: 'beacon',
        rateLimit: { max: FUNNEL_VISITS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byAddress },
      },
    },
    async (request, reply) => {
      // The bucket is set by the page only while a split runs (today's cookie rules): the beacon sets none, so
      // a visitor outside a split is neither given a cookie nor counted.
      const bucket = readBucket(request);
      if (!bucket || isCrawlerAgent(request.headers['user-agent'])) return reply.code(204).send();
      const assignments = indexAssignments(await loadAssignments(app.db));
      const { entries } = answerFor(assignments, app.config.frontendRoot, request.site.domain, bucket);
      // The back office is no step of a visitor's way to signing up.
      const { 'mf-staff': _staff, ...visited } = entries;
      await recordVisit(app.db, {
        siteId: request.site.id,
        bucket,
        entries: visited,
        tracking: request.body.tracking,
      });
      return reply.code(204).send();
    },
  );
};

export default funnelVisitRoutes;
