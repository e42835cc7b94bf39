// Unsubscribe (RFC 8058): the List-Unsubscribe URL of every mail. A POST stops e-mail to the member by
// setting the `listunsubscribe` disabled reason, which the settings page shows with a way back; a GET only
// shows a page whose button makes that POST.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@dating/shared/contract';
import { z } from 'zod';
import { accountTokens, notificationDisabledReasons, users } from '../../db/schema/index';
import { hashToken } from '../../plugins/session';
import { serverMessage } from '../i18n/server-messages';
import { requestLocale } from '../i18n/request-locale';
import { UNSUBSCRIBE_CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './mail-templates';
import { escapeHtml, fill } from './render-mail';

const querySchema = z.object({ token: z.string().trim().min(20).max(200) });

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail providers post `List-Unsubscribe=One-Click` as a form; the body carries nothing else we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const tokenIsValid = and(eq(accountTokens.purpose, 'unsubscribe'), gt(accountTokens.expiresAt, sql`now()`));

  /** The member a valid unsubscribe token belongs to; reading it changes nothing. */
  async function findMember(token: string): Promise<{ userId: number; language: Locale } | null> {
    const [row] = await app.db
      .select({ userId: accountTokens.userId, language: users.language })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), tokenIsValid));
    return row ?? null;
  }

  /** Unsubscribing twice is harmless, so the token stays valid (unlike the other single-use links). */
  async function unsubscribe(token: string): Promise<{ language: Locale } | null> {
    const member = await findMember(token);
    if (!member) return null;
    await app.db
      .insert(notificationDisabledReasons)
      .values({ userId: member.userId, reason: 'listunsubscribe' })
      .onConflictDoNothing();
    return { language: member.language };
  }

  function page(reply: FastifyReply, status: number, locale: Locale, title: string, body: string) {
    return (
      reply
        .code(status)
        // The token is in the URL: keep the page out of caches and its address out of Referer headers.
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
        )
    );
  }

  function invalidPage(request: FastifyRequest, reply: FastifyReply) {
    const locale = requestLocale(request);
    return page(reply, 404, locale, serverMessage(locale, UNSUBSCRIBE_PAGE.invalid), '');
  }

  function doneBody(request: FastifyRequest, locale: Locale): string {
    const values = { site: request.site.name };
    return (
      `<p>${escapeHtml(fill(serverMessage(locale, UNSUBSCRIBE_PAGE.body), values))}</p>` +
      `<p><a href="/settings">${escapeHtml(request.site.name)}</a></p>`
    );
  }

  app.post(
    '/unsubscribe.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe: the RFC 8058 one-click POST of mail providers, or the button of the link page',
        querystring: querySchema,
      },
      // Mail providers POST from their own servers; the single-use token in the URL is the whole
      // authorisation (no cookie is read), so there is nothing for a forged request to ride on.
      config: { csrf: 'exempt' },
    },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      // A browser submitting the page's button gets a page back; a mail provider gets JSON.
      const fromPage = request.headers.accept?.includes('text/html') ?? false;
      if (!fromPage) {
        return reply
          .code(done ? 200 : 404)
          .send(done ? { ok: true } : { error: 'link_invalid', message: 'Link expired or invalid.' });
      }
      if (!done) return invalidPage(request, reply);
      const title = serverMessage(done.language, UNSUBSCRIBE_PAGE.title);
      return page(reply, 200, done.language, title, doneBody(request, done.language));
    },
  );

  // Mail clients and security scanners fetch the links in a mail before the member sees it, so the link
  // itself only asks; the button POSTs to the same address (exempt from the CSRF header by its route config).
  app.get(
    '/unsubscribe.php',
    {
      schema: {
        tags: ['account'],
        summary: 'The page of the unsubscribe link in a mail: asks to confirm, changes nothing',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const member = await findMember(request.query.token);
      if (!member) return invalidPage(request, reply);
      const locale = member.language;
      const values = { site: request.site.name };
      const action = `/api/unsubscribe.php?token=${encodeURIComponent(request.query.token)}`;
      return page(
        reply,
        200,
        locale,
        serverMessage(locale, UNSUBSCRIBE_CONFIRM_PAGE.title),
        `<p>${escapeHtml(fill(serverMessage(locale, UNSUBSCRIBE_CONFIRM_PAGE.body), values))}</p>` +
          `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:10px 20px;cursor:pointer">${escapeHtml(serverMessage(locale, UNSUBSCRIBE_CONFIRM_PAGE.button))}</button></form>`,
      );
    },
  );
};

export default unsubscribeRoutes;
