import fp from 'fastify-plugin';
import { createCredits, type Credits } from '../features/credits/credits';

declare module 'fastify' {
  interface FastifyInstance {
    credits: Credits;
  }
}

export default fp(
  async (app) => {
    app.decorate('credits', createCredits(app.db));
  },
  { name: 'credits', dependencies: ['database'] },
);
