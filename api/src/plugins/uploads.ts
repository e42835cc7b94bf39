import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Photos (already re-encoded) under DATA_DIR/uploads; names are random, so they are cached for good. */
export default fp(
  async (app) => {
    mkdirSync(app.config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'uploads', dependencies: ['config'] },
);
