import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, smsOutbox } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { messageBirdSender } from './messagebird-sender';
import { SmsSendError } from './sms-sender';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { originator?: string; recipients?: string[]; body?: string };
}

/**
 * A local stand-in for MessageBird's REST API as documented: POST /messages with `AccessKey` auth and a JSON
 * body; 201 with the message's id, or an `errors` list (e.g. code 2, "Request not allowed", for a bad key).
 */
async function fakeMessageBird(t: { after(fn: () => unknown): void }, accessKey: string) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const entry: Received = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw || '{}') as Received['body'],
      };
      received.push(entry);
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || entry.path !== '/messages') {
        response.statusCode = 404;
        response.end(JSON.stringify({ errors: [{ code: 20, description: 'not found', parameter: null }] }));
      } else if (entry.authorization !== `AccessKey ${accessKey}`) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            errors: [{ code: 2, description: 'Request not allowed (incorrect access_key)' }],
          }),
        );
      } else if (!entry.body.recipients?.every((r) => /^\d{8,15}$/.test(r))) {
        response.statusCode = 422;
        response.end(
          JSON.stringify({
            errors: [{ code: 9, description: 'no (correct) recipients found', parameter: 'recipients' }],
          }),
        );
      } else {
        response.statusCode = 201;
        response.end(
          JSON.stringify({
            id: `mb-${received.length}`,
            originator: entry.body.originator,
            body: entry.body.body,
            recipients: { totalCount: entry.body.recipients.length },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

test('the MessageBird adapter follows its REST API', async (t) => {
  const fake = await fakeMessageBird(t, 'live_key_123');
  const sender = messageBirdSender({ baseUrl: fake.url, accessKey: 'live_key_123' });
  const sent = await sender.send({ to: '+31612345678', body: 'Hello', originator: 'Flirt' });
  assert.deepEqual(sent, { reference: 'mb-1' });
  assert.equal(fake.received[0]?.authorization, 'AccessKey live_key_123');
  assert.equal(fake.received[0]?.contentType, 'application/json');
  assert.deepEqual(fake.received[0]?.body, {
    originator: 'Flirt',
    recipients: ['31612345678'],
    body: 'Hello',
  });

  const wrongKey = messageBirdSender({ baseUrl: fake.url, accessKey: 'nope' });
  await assert.rejects(
    wrongKey.send({ to: '+31612345678', body: 'Hello', originator: 'Flirt' }),
    (error: unknown) =>
      error instanceof SmsSendError && error.status === 401 && /incorrect access_key/.test(error.message),
  );
  const unreachable = messageBirdSender({ baseUrl: 'http://127.0.0.1:1', accessKey: 'k', timeoutMs: 2000 });
  await assert.rejects(
    unreachable.send({ to: '+31612345678', body: 'Hello', originator: 'Flirt' }),
    (error: unknown) => error instanceof SmsSendError && error.status === null,
  );
});

test('with SMS_API_KEY the code goes to the provider, and only a masked copy is stored', async (t) => {
  const fake = await fakeMessageBird(t, 'live_key_456');
  process.env.SMS_API_KEY = 'live_key_456';
  process.env.SMS_PROVIDER_URL = fake.url;
  t.after(() => {
    delete process.env.SMS_API_KEY;
    delete process.env.SMS_PROVIDER_URL;
  });
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 50, amountCents: 1499, currency: 'EUR' })
    .returning();
  await createMember(app.db, { siteId: flirt.id, email: 'sms@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('sms@example.com', FIXTURE_PASSWORD);

  const started = await browser.request({
    method: 'POST',
    url: '/api/directdebit.php',
    payload: {
      bundle_id: bundle!.id,
      account_holder: 'Sam Smith',
      iban: 'NL91ABNA0417164300',
      street: 'Dam',
      house_number: '1',
      postal_code: '1012 JS',
      city: 'Amsterdam',
      mobile: '+31612345678',
      authorized: true,
    },
  });
  assert.equal(started.statusCode, 200, started.body);
  const message = fake.received.at(-1)!;
  assert.deepEqual(message.body.recipients, ['31612345678']);
  assert.equal(message.body.originator, 'Flirt');
  const code = /\b(\d{6})\b/.exec(message.body.body ?? '')?.[1];
  assert.ok(code, message.body.body);

  const [stored] = await app.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+31612345678'));
  assert.equal(stored?.provider, 'messagebird');
  assert.equal(stored?.providerReference, 'mb-1');
  assert.ok(!stored?.body.includes(code), 'the stored copy has no usable code');

  // No development outbox while a real provider sends.
  const outbox = await browser.get('/api/dev/sms-outbox.json');
  assert.equal(outbox.statusCode, 404);

  const confirmed = await browser.request({
    method: 'POST',
    url: '/api/directdebit-confirm.php',
    payload: { mandate_id: started.json().mandate_id, code },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json().balance, 50);

  // The provider refuses: the member gets a clear, translatable error and the mandate cannot be confirmed.
  process.env.SMS_API_KEY = 'rotated_key';
  const { app: second } = await buildTestApp(t);
  const { flirt: site2 } = await createSites(second.db);
  const [bundle2] = await second.db
    .insert(creditBundles)
    .values({ siteId: site2.id, credits: 50, amountCents: 1499, currency: 'EUR' })
    .returning();
  await createMember(second.db, { siteId: site2.id, email: 'sms2@example.com' });
  const browser2 = new Browser(second, 'flirt.test');
  await browser2.login('sms2@example.com', FIXTURE_PASSWORD);
  const refused = await browser2.request({
    method: 'POST',
    url: '/api/directdebit.php',
    payload: {
      bundle_id: bundle2!.id,
      account_holder: 'Sam Smith',
      iban: 'NL91ABNA0417164300',
      street: 'Dam',
      house_number: '1',
      postal_code: '1012 JS',
      city: 'Amsterdam',
      mobile: '+31612345678',
      authorized: true,
    },
  });
  assert.equal(refused.statusCode, 503);
  assert.equal(refused.json().error, 'sms_failed');
  const [failed] = await second.db.select().from(smsOutbox);
  assert.equal(failed?.status, 'failed');
});
