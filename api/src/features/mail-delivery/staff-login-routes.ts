// The sign-in form of the development pages (mailbox, SMS outbox) for a browser tab: the staff token is
// typed once and kept in an HttpOnly cookie for /api/dev only, so it never travels in a URL (where access
// logs, the history and Referer headers would keep it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminToken, STAFF_COOKIE, STAFF_COOKIE_PATH } from '../moderation/require-admin-token';
import { escapeHtml } from './render-mail';

const FORM = (problem: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Staff sign-in</title></head><body style="font-family:system-ui,sans-serif;margin:24px"><h1>Development pages</h1>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}<form method="post" action="/api/dev/staff-login"><label for="token">Staff token (ADMIN_TOKEN)</label><br><input id="token" name="token" type="password" autocomplete="off" required size="40"> <button type="submit">Open the mailbox</button></form></body></html>`;

const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/dev/staff-login', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(FORM('')),
  );

  app.post(
    '/dev/staff-login',
    {
      schema: { hide: true, body: z.object({ token: z.string().max(200) }) },
      // A plain HTML form cannot send X-Requested-With; the token itself is the proof.
      config: { csrf: 'exempt', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      if (!isAdminToken(request.body.token)) {
        return reply.code(403).type('text/html; charset=utf-8').send(FORM('That is not the staff token.'));
      }
      return reply
        .setCookie(STAFF_COOKIE, request.body.token, {
          path: STAFF_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: 8 * 3600,
        })
        .redirect('/api/dev/mailbox', 303);
    },
  );
};

export default staffLoginRoutes;
