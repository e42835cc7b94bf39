// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { siteOrigin } from '../signup/site-links';
import type { MailTemplateName } from './mail-templates';

export interface AccountMail {
  userId: number;
  to: string;
  locale: Locale;
  name: string;
  template: MailTemplateName;
  link: string;
}

/**
 * Queues a mail to a member in their language. `origin` lets the delivery build the unsubscribe link on
 * the site the member uses; pass the transaction so the mail exists only if the change commits.
 */
export function enqueueAccountMail(
  app: FastifyInstance,
  request: FastifyRequest,
  mail: AccountMail,
  tx?: DbOrTx,
) {
  return app.mail.enqueue(
    {
      to: mail.to,
      locale: mail.locale,
      template: mail.template,
      siteId: request.site.id,
      data: { userId: mail.userId, name: mail.name, link: mail.link, origin: siteOrigin(request) },
    },
    tx,
  );
}
