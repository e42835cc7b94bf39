import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the zod schemas of the routes; the UI is at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Dating site API',
          description:
            'Every write needs the header `X-Requested-With: dating-web`. Errors are `{ error, message, details? }` ' +
            'with a stable snake_case `error` id. POST/PUT/DELETE accept an `Idempotency-Key` header.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            // Over HTTPS the cookie is `__Host-staff`.
            staffSession: { type: 'apiKey', in: 'cookie', name: 'staff' },
            machineToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, header only' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
