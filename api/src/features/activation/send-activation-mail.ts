// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTIVATION_LINK_HOURS, type Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { enqueueAccountMail } from '../mail-delivery/enqueue-account-mail';
import { issueToken } from '../signup/account-tokens';
import { siteLink } from '../signup/site-links';

export interface ActivationTarget {
  userId: number;
  email: string;
  name: string;
  language: Locale;
}

/** Issues an activation link and queues its mail (the link opens `/api/activate.php`, which redirects). */
export async function sendActivationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  target: ActivationTarget,
  tx: DbOrTx = app.db,
): Promise<void> {
  const token = await issueToken(tx, {
    userId: target.userId,
    purpose: 'activation',
    validForMs: ACTIVATION_LINK_HOURS * 3600_000,
  });
  await enqueueAccountMail(
    app,
    request,
    {
      userId: target.userId,
      to: target.email,
      locale: target.language,
      name: target.name,
      template: 'activation',
      link: siteLink(request, '/api/activate.php', { token }),
    },
    tx,
  );
}
