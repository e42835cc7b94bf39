// One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of every mail. It stops e-mail to the member
// by setting the `listunsubscribe` disabled reason, which the settings page shows with a way back.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@dating/shared/contract';
import { z } from 'zod';
import { accountTokens, notificationDisabledReasons, users } from '../../db/schema/index';
import { hashToken } from '../../plugins/session';
import { serverMessage } from '../i18n/server-messages';
import { requestLocale } from '../i18n/request-locale';
import { UNSUBSCRIBE_PAGE } from './mail-templates';
import { escapeHtml, fill } from './render-mail';

const querySchema = z.object({ token: z.string().trim().min(20).max(200) });

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail providers post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  /** Unsubscribing twice is harmless, so the token stays valid (unlike the other single-use links). */
  async function unsubscribe(token: string): Promise<{ language: Locale } | null> {
    const [row] = await app.db
      .select({ userId: accountTokens.userId, language: users.language })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, 'unsubscribe'),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      );
    if (!row) return null;
    await app.db
      .insert(notificationDisabledReasons)
      .values({ userId: row.userId, reason: 'listunsubscribe' })
      .onConflictDoNothing();
    return { language: row.language };
  }

  app.post(
    '/unsubscribe.php',
    { schema: { tags: ['account'], summary: 'One-click unsubscribe (RFC 8058)', querystring: querySchema } },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      return reply
        .code(done ? 200 : 404)
        .send(done ? { ok: true } : { error: 'link_invalid', message: 'Link expired or invalid.' });
    },
  );

  app.get(
    '/unsubscribe.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe from a link in a mail; answers a small page',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      const locale = done?.language ?? requestLocale(request);
      const values = { site: request.site.name };
      const title = done
        ? serverMessage(locale, UNSUBSCRIBE_PAGE.title)
        : serverMessage(locale, UNSUBSCRIBE_PAGE.invalid);
      const body = done
        ? `<p>${escapeHtml(fill(serverMessage(locale, UNSUBSCRIBE_PAGE.body), values))}</p>`
        : '';
      return reply
        .code(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/settings">${escapeHtml(request.site.name)}</a></p></body></html>`,
        );
    },
  );
};

export default unsubscribeRoutes;
