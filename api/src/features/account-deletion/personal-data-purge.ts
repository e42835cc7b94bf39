// What the hourly purge does (and what it does at start-up): erase accounts whose 14 days are over, drop
// expired account links, and drop outbox mail past its retention. Several instances may run it at once;
// deleting twice is a no-op. Each part runs on its own, so one that fails does not keep the others from
// running.
import type { FastifyInstance } from 'fastify';
import { purgeOldOutboxMail } from '../mail-delivery/outbox-retention';
import { purgeDeletedAccounts, purgeExpiredTokens } from './purge-deleted-accounts';

export const PURGE_EVERY_MS = 3600_000;

export async function purgePersonalData(app: FastifyInstance, now = new Date()): Promise<void> {
  const run = async (job: string, work: () => Promise<number>) => {
    try {
      const count = await work();
      if (count > 0) app.log.info({ job, count }, 'personal data purged');
    } catch (error) {
      app.log.error({ err: error, job }, 'personal data purge failed');
    }
  };
  await run('deleted accounts', () =>
    purgeDeletedAccounts(app.db, { now, uploadsDir: app.config.uploadsDir }),
  );
  await run('expired account links', () => purgeExpiredTokens(app.db, now));
  await run('old outbox mail', () => purgeOldOutboxMail(app.db, now));
}
