// The development mailbox: every mail of the outbox, readable in the browser, so signup, resets and
// e-mail changes can be walked through locally without an SMTP server. Never registered in production or
// with SMTP_URL; and since its mails hold reset and activation links, it needs the staff token
// (`Authorization: Bearer $ADMIN_TOKEN`, or `?token=` for a browser tab; the demo start prints the address).
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../app-error';
import { requireStaffAccess } from '../staff/core/staff-access';
import { emailOutbox } from '../../db/schema/index';
import { composeMail } from './compose-mail';
import { escapeHtml } from './render-mail';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}' +
  'td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}iframe{width:100%;height:640px;border:1px solid #ccc}' +
  'pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: this hook guards the mailbox's routes only.
  app.addHook('onRequest', async (request) => requireStaffAccess(request, 'outbox.read'));
  const token = z.string().max(200).optional();
  const listQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional(), token });
  // Links between the mailbox's pages carry the token the page was opened with.
  const withToken = (path: string, given: string | undefined) =>
    given ? `${path}?token=${encodeURIComponent(given)}` : path;

  const latest = async (to: string | undefined) =>
    app.db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.toAddress, to) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(100);

  app.get('/dev/mailbox', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const rows = await latest(request.query.to);
    const given = request.query.token;
    const items = await Promise.all(rows.map(async (row) => ({ row, mail: await composeMail(app.db, row) })));
    const list = items
      .map(
        ({ row, mail }) =>
          `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.toAddress)}</td><td><a href="${escapeHtml(withToken(`/api/dev/mailbox/${row.id}`, given))}">${escapeHtml(mail.subject)}</a></td><td>${row.status}${row.lastError ? ` (${row.attempts}: ${escapeHtml(row.lastError)})` : ''}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Mailbox',
          `<h1>Development mailbox</h1><p>Mails in the outbox, newest first.</p><table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${list}</tbody></table>`,
        ),
      );
  });

  app.get('/dev/mailbox.json', { schema: { hide: true, querystring: listQuery } }, async (request) => {
    const rows = await latest(request.query.to);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        ...(await composeMail(app.db, row)),
      })),
    );
  });

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({ token }),
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
      if (!row) throw notFound();
      const mail = await composeMail(app.db, row);
      const headerRows = Object.entries({
        From: mail.from,
        To: mail.to,
        Subject: mail.subject,
        ...mail.headers,
      })
        .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      // The mail's HTML runs in a sandbox without scripts; its links open in the top window, like a mail client.
      const srcdoc = escapeHtml(mail.html.replace('<head>', '<head><base target="_top">'));
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            mail.subject,
            `<p><a href="${escapeHtml(withToken('/api/dev/mailbox', request.query.token))}">All mails</a></p><table>${headerRows}</table><h2>HTML</h2><iframe title="Mail content" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${srcdoc}"></iframe><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
          ),
        );
    },
  );
};

export default mailboxRoutes;
