// Sends the outbox: by SMTP when SMTP_URL is set, else the mails stay readable in the development mailbox.
// A worker drains the outbox every few seconds; tests call deliverPending themselves.
import type { FastifyPluginAsync } from 'fastify';
import { deliverPending } from './deliver-outbox';
import mailboxRoutes from './mailbox-routes';
import { mailboxOnlyTransport, smtpTransport } from './mail-transport';
import unsubscribeRoutes from './unsubscribe-routes';

const POLL_MS = 3000;

const mailDeliveryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(unsubscribeRoutes);
  // The mailbox shows every mail with its links (activation, reset): only where nothing is sent for real
  // and never in production.
  if (!app.config.smtpUrl && !app.config.production) {
    await app.register(mailboxRoutes);
  }

  if (process.env.NODE_ENV === 'test') return;
  const transport = app.config.smtpUrl ? smtpTransport(app.config.smtpUrl) : mailboxOnlyTransport;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverPending(app.db, transport, {
        onGiveUp: (mail) => app.log.error({ mail }, 'mail delivery given up after repeated failures'),
      });
    } catch (error) {
      app.log.error({ err: error }, 'mail delivery failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    transport.close();
  });
};

export default mailDeliveryRoutes;
