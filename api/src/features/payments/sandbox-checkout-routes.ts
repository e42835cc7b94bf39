// The sandbox PSP's hosted checkout page: what a real provider's payment page is, reduced to the choice a
// tester needs. Server-rendered, no scripts; its own strict Content-Security-Policy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_METHODS, type Locale, type PaymentMethod } from '@dating/shared/contract';
import { requestLocale } from '../i18n/request-locale';
import { serverMessage } from '../i18n/server-messages';
import { escapeHtml } from '../mail-delivery/render-mail';
import { logoSvg, METHOD_BRANDS } from './method-labels';
import { issuersFor } from './payment-methods';
import { SANDBOX_OUTCOMES, type SandboxPspRow } from './sandbox-psp';

const paramsSchema = z.object({ reference: z.string().regex(/^sbx_[A-Za-z0-9_-]{8,40}$/) });
const outcomeSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
const logoParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9_]+\.svg$/) });

const OUTCOME_TEXT: Record<(typeof SANDBOX_OUTCOMES)[number], string> = {
  paid: 'api.payments.sandbox.paid',
  failed: 'api.payments.sandbox.failed',
  canceled: 'api.payments.sandbox.canceled',
  open: 'api.payments.sandbox.open',
  expired: 'api.payments.sandbox.expired',
};

const CSS = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1f2937;margin:0}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px}
h1{font-size:1.25rem;margin:0 0 4px}.note{color:#6b7280;font-size:.875rem;margin:0 0 16px}
.amount{font-size:2rem;font-weight:700;margin:8px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:#6b7280}dd{margin:0;overflow-wrap:anywhere}img{display:block;margin:0 0 12px}
form{display:grid;gap:8px}button{font:inherit;padding:12px;border-radius:8px;border:1px solid #d1d5db;background:#fff;cursor:pointer;text-align:left}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}button[value=paid]{background:#047857;border-color:#047857;color:#fff;font-weight:600}
a{color:#1d4ed8}`;

function html(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<link rel="stylesheet" href="/sandbox-psp/checkout.css"></head><body><main><div class="card">${body}</div></main></body></html>`
  );
}

function checkoutPage(locale: Locale, row: SandboxPspRow): string {
  const t = (id: string) => escapeHtml(serverMessage(locale, id));
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(
    row.amountCents / 100,
  );
  const method = row.method as PaymentMethod;
  const bank = row.issuer ? issuersFor(method).find((issuer) => issuer.id === row.issuer)?.name : null;
  const buttons = SANDBOX_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="outcome" value="${outcome}">${t(OUTCOME_TEXT[outcome])}</button>`,
  ).join('');
  const brand = PAYMENT_METHODS.includes(method) ? METHOD_BRANDS[method].label : row.method;
  return html(
    locale,
    serverMessage(locale, 'api.payments.sandbox.title'),
    `<h1>${t('api.payments.sandbox.title')}</h1><p class="note">${t('api.payments.sandbox.note')}</p>` +
      `<img src="/payment-logos/${escapeHtml(row.method)}.svg" alt="${escapeHtml(brand)}" width="120" height="48">` +
      `<p class="amount">${escapeHtml(amount)}</p>` +
      `<dl><dt>${t('api.payments.sandbox.description')}</dt><dd>${escapeHtml(row.description)}</dd>` +
      (bank ? `<dt>${t('api.payments.sandbox.bank')}</dt><dd>${escapeHtml(bank)}</dd>` : '') +
      `</dl><form method="post"><p class="note">${t('api.payments.sandbox.choose')}</p>${buttons}</form>`,
  );
}

const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Only the stylesheet below and same-origin images; forms post here and return to the shop's origin.
  const security = (returnUrl: string | null) =>
    [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self'",
      `form-action 'self'${returnUrl ? ` ${new URL(returnUrl).origin}` : ''}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');

  const notFound = (locale: Locale) =>
    html(
      locale,
      serverMessage(locale, 'api.payments.sandbox.title'),
      `<h1>${escapeHtml(serverMessage(locale, 'api.payments.sandbox.not_found'))}</h1>`,
    );

  app.get('/sandbox-psp/checkout.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS),
  );

  app.get(
    '/sandbox-psp/checkout/:reference',
    { schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const row = await app.payments.sandbox.find(request.params.reference);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!row)
        return reply.code(404).header('content-security-policy', security(null)).send(notFound(locale));
      reply.header('content-security-policy', security(row.returnUrl));
      if (row.status !== 'open') {
        // Already decided: like a real PSP, send the member back to the shop instead of asking again.
        return reply.redirect(row.returnUrl, 303);
      }
      return reply.send(checkoutPage(locale, row));
    },
  );

  app.post(
    '/sandbox-psp/checkout/:reference',
    {
      // The tester's own form on this page: same origin, no script to add the API's CSRF header.
      config: { csrf: 'beacon' },
      schema: { hide: true, params: paramsSchema, body: outcomeSchema },
    },
    async (request, reply) => {
      const row = await app.payments.sandbox.choose(request.params.reference, request.body.outcome);
      const existing = row ?? (await app.payments.sandbox.find(request.params.reference));
      if (!existing) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('content-security-policy', security(null))
          .send(notFound(requestLocale(request)));
      }
      return reply.redirect(existing.returnUrl, 303);
    },
  );

  app.get(
    '/payment-logos/:file',
    { schema: { hide: true, params: logoParamsSchema } },
    async (request, reply) => {
      const method = request.params.file.replace(/\.svg$/, '') as PaymentMethod;
      if (!PAYMENT_METHODS.includes(method))
        return reply.code(404).send({ error: 'not_found', message: 'No such logo.' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(logoSvg(method));
    },
  );
};

export default sandboxCheckoutRoutes;
