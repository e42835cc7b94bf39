import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, profiles, sites, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: string;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  amountChargedBack?: { currency: string; value: string };
  description: string;
  method: string | null;
  issuer?: string;
  redirectUrl: string;
  webhookUrl: string;
  locale?: string;
  metadata: unknown;
  createdAt: string;
  _links: Record<string, { href: string; type: string }>;
}

/**
 * The Mollie client only speaks https, trusting its own bundled CA list. The fake gets a throw-away
 * self-signed certificate, and this test process alone skips certificate checks for it.
 */
function throwAwayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local stand-in for Mollie's documented payments API (POST /v2/payments, GET /v2/payments/:id,
 * POST /v2/payments/:id/refunds), enough to exercise the real @mollie/api-client against it.
 */
async function startFakeMollie() {
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; url: string; body: Record<string, unknown> | null; auth: string }[] = [];
  let counter = 0;
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/hal+json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer(
    throwAwayCertificate(),
    (request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        const url = request.url ?? '';
        requests.push({ method: request.method ?? '', url, body, auth: request.headers.authorization ?? '' });
        if (request.headers.authorization !== 'Bearer test_fakekey1234567890abcdefghij') {
          return send(response, 401, {
            status: 401,
            title: 'Unauthorized Request',
            detail: 'Missing authentication',
          });
        }
        const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
        if (request.method === 'POST' && url === '/v2/payments') {
          counter += 1;
          const id = `tr_fake${counter}`;
          const payment: FakePayment = {
            resource: 'payment',
            id,
            mode: 'test',
            status: 'open',
            amount: body!.amount as FakePayment['amount'],
            description: String(body!.description),
            method: (body!.method as string) ?? null,
            ...(body!.issuer ? { issuer: String(body!.issuer) } : {}),
            redirectUrl: String(body!.redirectUrl),
            webhookUrl: String(body!.webhookUrl),
            locale: body!.locale as string | undefined,
            metadata: body!.metadata,
            createdAt: new Date().toISOString(),
            _links: {
              self: { href: `${base}/v2/payments/${id}`, type: 'application/hal+json' },
              checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
            },
          };
          payments.set(id, payment);
          return send(response, 201, payment);
        }
        const get = /^\/v2\/payments\/(tr_\w+)$/.exec(url);
        if (request.method === 'GET' && get) {
          const payment = payments.get(get[1]!);
          return payment
            ? send(response, 200, payment)
            : send(response, 404, {
                status: 404,
                title: 'Not Found',
                detail: 'No payment exists with token',
              });
        }
        const refund = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(url);
        if (request.method === 'POST' && refund) {
          const payment = payments.get(refund[1]!)!;
          payment.amountRefunded = body!.amount as FakePayment['amount'];
          return send(response, 201, {
            resource: 'refund',
            id: `re_${refund[1]}`,
            amount: body!.amount,
            status: 'pending',
            paymentId: payment.id,
            createdAt: new Date().toISOString(),
            _links: {},
          });
        }
        return send(response, 404, { status: 404, title: 'Not Found', detail: url });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  return { endpoint, payments, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('the Mollie adapter against a fake of Mollie`s API', async (t) => {
  const { app } = await buildTestApp(t);
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  t.after(() => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
  });
  const fake = await startFakeMollie();
  t.after(() => fake.close());
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR' })
    .returning();
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'mollie@example.com' });
  await app.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, userId));
  const browser = new Browser(app, 'flirt.test');
  await browser.login('mollie@example.com', FIXTURE_PASSWORD);
  const start = () =>
    browser.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { bundleId: bundle!.id, method: 'ideal', issuer: 'ideal_RABONL2U' },
    });
  const webhook = (id: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { host: 'flirt.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    });
  const member = async () => (await app.db.select().from(users).where(eq(users.id, userId)))[0]!;

  await app.db.update(sites).set({ paymentProvider: 'mollie' }).where(eq(sites.id, flirt.id));
  app.sites.invalidate();

  await t.test('a site on Mollie without an API key refuses to start payments', async () => {
    app.payments.useMollie(null);
    const response = await start();
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().error, 'payment_provider_unavailable');
  });

  app.payments.useMollie({ apiKey: 'test_fakekey1234567890abcdefghij', apiEndpoint: fake.endpoint });

  await t.test('create: method, issuer, amount as a decimal string, return and webhook URLs', async () => {
    const response = await start();
    assert.equal(response.statusCode, 200, response.body);
    const { paymentId, checkoutUrl } = response.json();
    assert.equal(checkoutUrl, 'https://www.mollie.com/checkout/select-method/tr_fake1');
    const created = fake.requests.find((request) => request.method === 'POST')!;
    assert.equal(created.body!.method, 'ideal');
    assert.equal(created.body!.issuer, 'ideal_RABONL2U');
    assert.deepEqual(created.body!.amount, { currency: 'EUR', value: '15.00' });
    assert.equal(
      created.body!.redirectUrl,
      `http://flirt.test/credits/${bundle!.id}/ideal?payment=${paymentId}`,
    );
    assert.equal(created.body!.webhookUrl, 'http://flirt.test/api/payment-webhook.php?provider=mollie');
    assert.equal(created.body!.locale, 'en_GB');
  });

  await t.test('the webhook body is only the id; the status is fetched, and settles once', async () => {
    assert.equal((await webhook('tr_fake1')).statusCode, 200);
    assert.equal((await member()).credits, 0, 'still open at Mollie');
    fake.payments.get('tr_fake1')!.status = 'paid';
    const before = fake.requests.filter((request) => request.method === 'GET').length;
    await Promise.all([webhook('tr_fake1'), webhook('tr_fake1'), webhook('tr_fake1')]);
    assert.ok(fake.requests.filter((request) => request.method === 'GET').length >= before + 3);
    const after = await member();
    assert.equal(after.credits, 100);
    assert.equal(after.paidUser, true);
    assert.equal((await webhook('tr_unknown')).statusCode, 200);
  });

  await t.test('a full refund at Mollie reaches us as a refunded payment', async () => {
    const provider = app.payments.byName('mollie')!;
    await provider.refund!('tr_fake1', 1500, 'EUR');
    const refund = fake.requests.at(-1)!;
    assert.equal(refund.url, '/v2/payments/tr_fake1/refunds');
    assert.deepEqual(refund.body!.amount, { currency: 'EUR', value: '15.00' });
    await webhook('tr_fake1');
    assert.equal((await member()).credits, 0);
  });

  await t.test('a chargeback, and a failed payment', async () => {
    const second = (await start()).json();
    fake.payments.get('tr_fake2')!.status = 'paid';
    await webhook('tr_fake2');
    assert.equal((await member()).credits, 100);
    fake.payments.get('tr_fake2')!.amountChargedBack = { currency: 'EUR', value: '20.00' };
    await webhook('tr_fake2');
    assert.equal((await member()).credits, 0);
    const status = (await browser.get(`/api/payment.php?id=${second.paymentId}`)).json();
    assert.equal(status.status, 'charged_back');
    const third = (await start()).json();
    fake.payments.get('tr_fake3')!.status = 'failed';
    // The member is back before the webhook: the status page asks Mollie itself.
    assert.equal((await browser.get(`/api/payment.php?id=${third.paymentId}`)).json().status, 'failed');
  });
});
