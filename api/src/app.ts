import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { serveFrontend } from './frontend/serve-frontend';
import apiRoutes from './features/api-routes';
import compressionPlugin from './plugins/compression';
import type { AppConfig } from './plugins/config';
import attemptCounterPlugin from './plugins/attempt-counter';
import configPlugin from './plugins/config-plugin';
import creditsPlugin from './plugins/credits';
import csrfPlugin from './plugins/csrf';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/error-handler';
import idempotencyPlugin from './plugins/idempotency';
import inputGuardPlugin from './plugins/input-guard';
import livePlugin from './plugins/live';
import paymentsPlugin from './features/payments/payments-plugin';
import mailPlugin from './plugins/mail';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import sitePlugin from './plugins/site';
import sessionPlugin from './plugins/session';
import uploadsPlugin from './plugins/uploads';
import { startDemoPresence } from './seed/demo-presence';
import { seedDemoData } from './seed/seed-demo';
import robotsRoutes from './features/crawlers/robots-routes';

export interface AppOptions {
  config: AppConfig;
}

/**
 * The whole application as one plugin, so tests build it with their own config. Not encapsulated, so the
 * instance that registers it (server or test) sees its decorators (db, config, credits, ...).
 */
async function app(instance: FastifyInstance, { config }: AppOptions): Promise<void> {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);

  await instance.register(configPlugin, { config });
  await instance.register(securityHeadersPlugin);
  await instance.register(compressionPlugin);
  await instance.register(errorHandlerPlugin);
  await instance.register(databasePlugin);
  if (config.seedDemo) {
    instance.addHook('onReady', async () => {
      await seedDemoData(instance.db, {
        uploadsDir: config.uploadsDir,
        profiles: config.demoProfiles,
        log: instance.log,
      });
    });
  }
  await instance.register(sitePlugin);
  await instance.register(sessionPlugin);
  await instance.register(csrfPlugin);
  await instance.register(inputGuardPlugin);
  await instance.register(rateLimitPlugin);
  await instance.register(attemptCounterPlugin);
  await instance.register(idempotencyPlugin);
  await instance.register(mailPlugin);
  await instance.register(creditsPlugin);
  // Before every plugin with routes: the OpenAPI document lists only routes registered after it.
  await instance.register(openapiPlugin);
  await instance.register(livePlugin);
  if (config.seedDemo && config.demoPresence) startDemoPresence(instance);
  await instance.register(paymentsPlugin);
  await instance.register(uploadsPlugin);
  await instance.register(apiRoutes, { prefix: '/api' });
  await instance.register(robotsRoutes);
  // Last: it serves the shell and the remotes for every path the API does not claim.
  await instance.register(serveFrontend, { dataDir: config.dataDir, root: config.frontendRoot });
}

export default fp(app, { name: 'dating-api' });
