import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteErrorBodySchema } from '@dating/shared/contract';
import { byAddress } from '../plugins/rate-limit';
import { recordRemoteError } from './remote-error-counts';

/**
 * A page sends at most a few (shell/src/remotes/remote-error-beacon.ts); a broken release on a busy
 * network address (an office, a carrier's NAT) still stays within this, and a script cannot flood the counts.
 */
export const REMOTE_ERRORS_PER_MINUTE = 20;

/** The shell's beacon: one failure of a remote version in a browser, added to that hour's counts. */
const remoteErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/remote-errors.php',
    {
      schema: {
        tags: ['site'],
        summary: 'Beacon: a remote version failed to load, crashed while rendering or threw (204)',
        body: remoteErrorBodySchema,
        response: { 204: z.undefined() },
      },
      // sendBeacon cannot set the CSRF header; the call only adds one to a public counter.
      config: {
        idempotent: false,
        csrf: 'beacon',
        rateLimit: { max: REMOTE_ERRORS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: byAddress },
      },
    },
    async (request, reply) => {
      const { remote, version, kind, error } = request.body;
      await recordRemoteError(app.db, {
        site: request.site.domain,
        remote,
        entry: version,
        kind,
        summary: error,
      });
      return reply.code(204).send();
    },
  );
};

export default remoteErrorsRoutes;
