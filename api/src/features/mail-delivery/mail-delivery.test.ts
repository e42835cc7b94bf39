import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox, notificationDisabledReasons } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { deliverPending } from './deliver-outbox';
import { mailboxOnlyTransport, smtpTransport } from './mail-transport';

interface Received {
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server on a port of this feature's range, collecting what it receives. */
async function startSmtpServer(t: { after(fn: () => Promise<void>): void }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = 18600 + Math.floor(Math.random() * 90);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, port: (server.server.address() as AddressInfo).port };
}

test('mail delivery: rendered in the member language, SMTP, dev mailbox, one-click unsubscribe', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const browser = new Browser(app);
  const created = await browser.request({
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'mail@example.com',
      name: 'Mia <b>',
      date_of_birth: '1992-02-02',
      password: 'a-good-password',
      gender: 'female',
      sexuality: 'bi',
      language: 'de',
    },
  });
  assert.equal(created.statusCode, 200, created.body);
  const userId = created.json().id as number;

  await t.test(
    'with SMTP the mail is sent as HTML and text in German with List-Unsubscribe headers',
    async () => {
      const smtp = await startSmtpServer(t);
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      const result = await deliverPending(app.db, transport);
      transport.close();
      assert.deepEqual(result, { sent: 1, failed: 0 });
      assert.equal(smtp.received.length, 1);
      const { raw, envelopeTo } = smtp.received[0]!;
      assert.deepEqual(envelopeTo, ['mail@example.com']);
      const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
      assert.match(unfolded, /^Subject: =\?UTF-8\?Q\?Best=C3=A4tige/m);
      assert.match(
        unfolded,
        /^List-Unsubscribe: <http:\/\/flirt\.test\/api\/unsubscribe\.php\?token=[\w-]+>/m,
      );
      assert.match(unfolded, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      assert.match(raw, /Content-Type: text\/plain/);
      assert.match(raw, /Content-Type: text\/html/);
      const [row] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'mail@example.com'));
      assert.equal(row?.status, 'sent');
      assert.equal((await deliverPending(app.db, transport)).sent, 0, 'a sent mail is not sent again');
    },
  );

  await t.test('an unreachable SMTP server leaves the mail pending with the error, for a retry', async () => {
    await app.db.insert(emailOutbox).values({
      toAddress: 'x@example.com',
      locale: 'en',
      template: 'activation',
      data: { link: 'http://flirt.test/' },
    });
    const result = await deliverPending(app.db, smtpTransport('smtp://127.0.0.1:18699'));
    assert.deepEqual(result, { sent: 0, failed: 1 });
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'x@example.com'));
    assert.equal(row?.status, 'pending');
    assert.equal(row?.attempts, 1);
    assert.ok(row?.lastError);
    assert.equal((await deliverPending(app.db, mailboxOnlyTransport)).sent, 1);
  });

  await t.test('two workers delivering at once send every mail exactly once', async () => {
    await app.db.insert(emailOutbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        toAddress: `many${i}@example.com`,
        locale: 'en' as const,
        template: 'activation',
        data: { link: 'http://flirt.test/' },
      })),
    );
    const delivered: string[] = [];
    const counting = {
      async send(mail: { to: string }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(mail.to);
      },
      close() {},
    };
    const results = await Promise.all([
      deliverPending(app.db, counting, 5),
      deliverPending(app.db, counting, 5),
      deliverPending(app.db, counting, 5),
    ]);
    const more = await deliverPending(app.db, counting);
    assert.equal(results.reduce((sum, r) => sum + r.sent, 0) + more.sent, 12);
    assert.equal(new Set(delivered).size, delivered.length, 'no mail went out twice');
    assert.equal(delivered.length, 12);
  });

  await t.test('the dev mailbox lists the mails and shows one with escaped values and its link', async () => {
    const list = await browser.get('/api/dev/mailbox');
    assert.equal(list.statusCode, 200);
    assert.match(String(list.headers['content-type']), /text\/html/);
    assert.match(list.body, /mail@example\.com/);
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail@example.com'));
    const view = await browser.get(`/api/dev/mailbox/${row!.id}`);
    assert.equal(view.statusCode, 200);
    assert.match(view.body, /E-Mail-Adresse bestätigen/);
    assert.doesNotMatch(view.body, /Mia <b>/, 'the name is escaped');
    const json = (await browser.get('/api/dev/mailbox.json?to=mail@example.com')).json();
    assert.equal(json.length, 1);
    assert.match(json[0].text, /http:\/\/flirt\.test\/api\/activate\.php\?token=/);
    assert.equal((await browser.get('/api/dev/mailbox/999999')).statusCode, 404);
  });

  await t.test(
    'the unsubscribe link sets the listunsubscribe reason; a bad token changes nothing',
    async () => {
      const [row] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'mail@example.com'));
      const url = new URL(String(row!.data.unsubscribeUrl));
      const bad = await new Browser(app).get('/api/unsubscribe.php?token=' + 'y'.repeat(43));
      assert.equal(bad.statusCode, 404);
      assert.equal((await app.db.select().from(notificationDisabledReasons)).length, 0);
      // What a mail provider sends for its own "unsubscribe" button: no cookie, no CSRF header.
      const oneClick = await app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200);
      assert.equal((await app.db.select().from(notificationDisabledReasons)).length, 1);
      const page = await new Browser(app).get(url.pathname + url.search);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /lang="de"/);
      const reasons = await app.db
        .select()
        .from(notificationDisabledReasons)
        .where(eq(notificationDisabledReasons.userId, userId));
      assert.deepEqual(
        reasons.map((r) => r.reason),
        ['listunsubscribe'],
      );
      assert.deepEqual((await browser.get('/api/user.php')).json().notifications_disabled, [
        'listunsubscribe',
      ]);
    },
  );
});

test('with SMTP_URL there is no development mailbox', async (t) => {
  const { app } = await buildTestApp(t, { smtpUrl: 'smtp://127.0.0.1:18698' });
  await createSites(app.db);
  const response = await new Browser(app).get('/api/dev/mailbox');
  assert.equal(response.statusCode, 404);
});
