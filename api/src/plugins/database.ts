import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: 'pglite' | 'postgres';
  }
}

export default fp(
  async (app) => {
    const started = Date.now();
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      pgliteDir: app.config.databaseUrl ? null : app.config.pgliteDir,
    });
    app.log.info({ engine: database.engine, ms: Date.now() - started }, 'database ready');
    app.decorate('db', database.db);
    app.decorate('dbEngine', database.engine);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
