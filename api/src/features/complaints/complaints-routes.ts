import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintBodySchema, complaintCreatedSchema } from '@dating/shared/contract';
import { visitorLocale } from '../i18n/request-locale';
import { insertComplaint } from './complaints-repository';

// A public form is a spam target: a handful per hour per address is plenty for a real person.
export const COMPLAINTS_PER_HOUR = 5;

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaints.php',
    {
      schema: {
        tags: ['site'],
        summary: 'Store a complaint from the /complaints form (visitors and members); answers a reference',
        body: complaintBodySchema,
        response: { 201: complaintCreatedSchema },
      },
      config: { rateLimit: { max: COMPLAINTS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const reference = await insertComplaint(app.db, {
        ...request.body,
        siteId: request.site.id,
        userId: session?.userId ?? null,
        locale: visitorLocale(request),
      });
      return reply.code(201).send({ ok: true as const, reference });
    },
  );
};

export default complaintsRoutes;
