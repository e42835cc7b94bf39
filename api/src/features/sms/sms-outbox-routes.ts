// @feature-public: other features import this module (docs/conventions.md, Layout).
// The development SMS outbox for staff: every SMS the site "sent" while no real provider is configured, newest
// first, so the direct debit code can be read without a phone. Behind the ADMIN_TOKEN: the codes are live.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutbox } from '../../db/schema/index';
import { escapeHtml } from '../mail-delivery/render-mail';
import { requireStaffAccess } from '../staff/core/staff-access';

const listQuery = z.object({
  /** E.164 number, e.g. +31612345678 (a leading + may arrive as a space from a hand-typed URL). */
  to: z
    .string()
    .trim()
    .max(32)
    .transform((value) => (value && !value.startsWith('+') ? `+${value}` : value))
    .optional(),
});

const itemSchema = z.object({
  id: z.number(),
  to: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.string(),
  created_at: z.string(),
});

const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = (to: string | undefined) =>
    app.db
      .select()
      .from(smsOutbox)
      .where(to ? eq(smsOutbox.toNumber, to) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(100);

  app.get(
    '/dev/sms-outbox.json',
    {
      schema: {
        tags: ['development'],
        summary: 'SMS of the development outbox, newest first (Bearer ADMIN_TOKEN)',
        querystring: listQuery,
        response: { 200: z.array(itemSchema) },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'outbox.read');
      const rows = await latest(request.query.to);
      return rows.map((row) => ({
        id: row.id,
        to: row.toNumber,
        body: row.body,
        purpose: row.purpose,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.get('/dev/sms-outbox', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    await requireStaffAccess(request, 'outbox.read');
    const rows = await latest(request.query.to);
    const list = rows
      .map(
        (row) =>
          `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.toNumber)}</td><td>${escapeHtml(row.purpose)}</td><td>${escapeHtml(row.body)}</td><td>${row.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title><style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}</style></head><body><h1>Development SMS outbox</h1><p>SMS the site sent while no SMS provider is configured, newest first.</p><table><thead><tr><th>Time</th><th>To</th><th>Purpose</th><th>Text</th><th>Status</th></tr></thead><tbody>${list}</tbody></table></body></html>`,
      );
  });
};

export default smsOutboxRoutes;
