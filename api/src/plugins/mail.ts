import fp from 'fastify-plugin';
import type { Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/first-row';
import { emailOutbox } from '../db/schema/index';

export interface MailRequest {
  to: string;
  locale: Locale;
  /** The template id, e.g. 'activation'; rendered by the sender from messages/<locale>.json. */
  template: string;
  data?: Record<string, unknown>;
  siteId?: number;
}

export interface Mailer {
  /** Queues an e-mail; pass the open transaction so it is sent only if the change commits. */
  enqueue(mail: MailRequest, tx?: DbOrTx): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Queues an e-mail on `db` (a transaction: sent only if it commits); for jobs that run without a request. */
export async function enqueueMail(db: DbOrTx, mail: MailRequest): Promise<number> {
  const rows = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      locale: mail.locale,
      template: mail.template,
      data: mail.data ?? {},
      siteId: mail.siteId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return firstRow(rows, 'email_outbox insert').id;
}

export default fp(
  async (app) => {
    app.decorate('mail', {
      enqueue: (mail, tx) => enqueueMail(tx ?? app.db, mail),
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['database'] },
);
