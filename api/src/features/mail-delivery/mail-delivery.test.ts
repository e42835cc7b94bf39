import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox, notificationDisabledReasons } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { claimDueMails, deliverPending, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './deliver-outbox';
import { mailboxOnlyTransport, smtpTransport } from './mail-transport';

interface Received {
  envelopeTo: string[];
  raw: string;
}

/**
 * A real SMTP server on a port of this feature's range, collecting what it accepts. `rejectFirst` mails
 * are refused with a temporary error (451), as a greylisting or overloaded server does.
 */
async function startSmtpServer(t: { after(fn: () => Promise<void>): void }, { rejectFirst = 0 } = {}) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < rejectFirst) {
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A random port of the range; another test process may hold one, so a taken port means another pick.
  for (let attempt = 0; ; attempt++) {
    const port = 18600 + Math.floor(Math.random() * 90);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if (attempt >= 10 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, port: (server.server.address() as AddressInfo).port };
}

// The development mailbox needs the staff token: its mails hold reset and activation links.
const STAFF_TOKEN = 'mailbox-test-token-0123456789';
process.env.ADMIN_TOKEN = STAFF_TOKEN;
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

const activationMail = (toAddress: string) => ({
  toAddress,
  locale: 'en' as const,
  template: 'activation',
  data: { link: 'http://flirt.test/' },
});

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
      assert.deepEqual(result, { sent: 1, failed: 0, gaveUp: 0 });
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
      assert.equal(row?.lockedUntil, null);
      const later = new Date(Date.now() + 24 * 3600_000);
      assert.equal((await deliverPending(app.db, transport, { now: later })).sent, 0, 'sent once only');
    },
  );

  await t.test(
    'a mail SMTP refuses at first stays queued, waits, and is sent once when accepted',
    async () => {
      const smtp = await startSmtpServer(t, { rejectFirst: 1 });
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      t.after(() => transport.close());
      await app.db.insert(emailOutbox).values(activationMail('greylisted@example.com'));
      const start = new Date();
      const row = async () =>
        (
          await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'greylisted@example.com'))
        )[0]!;

      assert.deepEqual(await deliverPending(app.db, transport, { now: start }), {
        sent: 0,
        failed: 1,
        gaveUp: 0,
      });
      const waiting = await row();
      assert.equal(waiting.status, 'pending');
      assert.equal(waiting.attempts, 1);
      assert.match(waiting.lastError ?? '', /451/);
      assert.equal(waiting.lockedUntil?.getTime(), start.getTime() + retryDelayMs(1));

      const beforeRetry = new Date(start.getTime() + retryDelayMs(1) - 1000);
      assert.equal((await deliverPending(app.db, transport, { now: beforeRetry })).sent, 0, 'backs off');
      assert.equal(smtp.received.length, 0);

      const afterRetry = new Date(start.getTime() + retryDelayMs(1) + 1000);
      assert.deepEqual(await deliverPending(app.db, transport, { now: afterRetry }), {
        sent: 1,
        failed: 0,
        gaveUp: 0,
      });
      assert.deepEqual(
        smtp.received.map((mail) => mail.envelopeTo),
        [['greylisted@example.com']],
      );
      const sent = await row();
      assert.equal(sent.status, 'sent');
      assert.equal(sent.attempts, 2);
      assert.equal(sent.lastError, null);
    },
  );

  await t.test('a mail claimed by a deliverer that died is sent by another once the lease ends', async () => {
    const smtp = await startSmtpServer(t);
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    t.after(() => transport.close());
    await app.db.insert(emailOutbox).values(activationMail('orphan@example.com'));
    const start = new Date();
    // The first deliverer takes the mail and its process ends before the send.
    const claimed = await claimDueMails(app.db, 50, start);
    assert.deepEqual(
      claimed.map((mail) => mail.toAddress),
      ['orphan@example.com'],
    );

    const duringLease = new Date(start.getTime() + LEASE_MS - 1000);
    assert.equal((await deliverPending(app.db, transport, { now: duringLease })).sent, 0);
    const afterLease = new Date(start.getTime() + LEASE_MS + 1000);
    assert.equal((await deliverPending(app.db, transport, { now: afterLease })).sent, 1);
    assert.deepEqual(
      smtp.received.map((mail) => mail.envelopeTo),
      [['orphan@example.com']],
    );
  });

  await t.test(
    `after ${MAX_ATTEMPTS} failed attempts a mail is marked failed, reported, and shown in the mailbox`,
    async () => {
      await app.db.insert(emailOutbox).values(activationMail('unreachable@example.com'));
      const transport = smtpTransport('smtp://127.0.0.1:18699');
      t.after(() => transport.close());
      const givenUp: { id: number; attempts: number; error: string }[] = [];
      let now = new Date();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const result = await deliverPending(app.db, transport, {
          now,
          onGiveUp: (mail) => givenUp.push(mail),
        });
        assert.deepEqual(result, { sent: 0, failed: 1, gaveUp: attempt === MAX_ATTEMPTS ? 1 : 0 });
        now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
      }
      const [row] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'unreachable@example.com'));
      assert.equal(row?.status, 'failed');
      assert.equal(row?.attempts, MAX_ATTEMPTS);
      assert.ok(row?.lastError);
      assert.deepEqual(
        givenUp.map((mail) => [mail.id, mail.attempts]),
        [[row!.id, MAX_ATTEMPTS]],
      );
      const muchLater = new Date(now.getTime() + 30 * 24 * 3600_000);
      assert.deepEqual(await deliverPending(app.db, mailboxOnlyTransport, { now: muchLater }), {
        sent: 0,
        failed: 0,
        gaveUp: 0,
      });
      const mailbox = await browser.request({
        method: 'GET',
        url: '/api/dev/mailbox.json?to=unreachable@example.com',
        headers: staff,
      });
      assert.equal(mailbox.json()[0].status, 'failed');
      assert.ok(mailbox.json()[0].last_error);
    },
  );

  await t.test('two deliverers running at once send every mail to SMTP exactly once', async () => {
    const smtp = await startSmtpServer(t);
    const addresses = Array.from({ length: 12 }, (_, i) => `many${i}@example.com`);
    await app.db.insert(emailOutbox).values(addresses.map(activationMail));
    const deliverer = async () => {
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      let sent = 0;
      try {
        // Small batches, until nothing is left, so the two interleave over many claims.
        for (;;) {
          const result = await deliverPending(app.db, transport, { limit: 2 });
          if (result.sent + result.failed === 0) return sent;
          sent += result.sent;
        }
      } finally {
        transport.close();
      }
    };
    const counts = await Promise.all([deliverer(), deliverer()]);
    assert.equal(counts[0]! + counts[1]!, 12);
    const delivered = smtp.received.flatMap((mail) => mail.envelopeTo);
    assert.deepEqual([...delivered].sort(), [...addresses].sort(), 'every mail once, none twice');
  });

  await t.test(
    'the dev mailbox needs a staff session of every site with outbox.read, or the token in the header',
    async () => {
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox.json', '/api/dev/mailbox/1']) {
        const anonymous = await browser.get(url);
        assert.equal(anonymous.statusCode, 401, url);
        assert.equal(anonymous.json().error, 'staff_authentication_required');
        // The token in a URL is never accepted: URLs end up in logs and browser history.
        const inUrl = await browser.get(`${url}?token=${STAFF_TOKEN}`);
        assert.equal(inUrl.statusCode, 401, url);
      }
      const marketing = await staffBrowser(app, 'marketing');
      assert.equal((await marketing.browser.get('/api/dev/mailbox')).statusCode, 403);
      const operator = await staffBrowser(app, 'operator');
      assert.equal((await operator.browser.get('/api/dev/mailbox')).statusCode, 200);
      // Every site's mails (reset links among them) are in it: not for an operator of some sites only.
      const limited = await staffBrowser(app, 'operator', { sites: [1] });
      const refused = await limited.browser.get('/api/dev/mailbox');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().error, 'staff_site_forbidden');
    },
  );

  await t.test('the dev mailbox lists the mails and shows one with escaped values and its link', async () => {
    const get = (url: string) => browser.request({ method: 'GET', url, headers: staff });
    const list = await get('/api/dev/mailbox');
    assert.equal(list.statusCode, 200);
    assert.match(String(list.headers['content-type']), /text\/html/);
    assert.match(list.body, /mail@example\.com/);
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail@example.com'));
    const view = await get(`/api/dev/mailbox/${row!.id}`);
    assert.equal(view.statusCode, 200);
    assert.match(view.body, /E-Mail-Adresse bestätigen/);
    assert.doesNotMatch(view.body, /Mia <b>/, 'the name is escaped');
    const json = (await get('/api/dev/mailbox.json?to=mail@example.com')).json();
    assert.equal(json.length, 1);
    assert.match(json[0].text, /http:\/\/flirt\.test\/api\/activate\.php\?token=/);
    assert.equal((await get('/api/dev/mailbox/999999')).statusCode, 404);
  });

  await t.test(
    'opening the unsubscribe link only asks, in the member language; its button unsubscribes',
    async () => {
      const [row] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'mail@example.com'));
      const url = new URL(String(row!.data.unsubscribeUrl));
      const link = url.pathname + url.search;

      // What a link scanner or a prefetching mail client does: fetch the link, no cookie, twice.
      const page = await new Browser(app).get(link);
      await new Browser(app).get(link);
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.match(page.body, /lang="de"/);
      assert.match(page.body, /E-Mails abbestellen\?/);
      const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
      assert.equal(action, link, 'the button posts to the link itself');
      assert.equal(
        (await app.db.select().from(notificationDisabledReasons)).length,
        0,
        'GET changes nothing',
      );

      // The button: a plain form post from the page, without the CSRF header the web client adds.
      const confirmed = await app.inject({
        method: 'POST',
        url: action!,
        headers: {
          host: 'flirt.test',
          accept: 'text/html,application/xhtml+xml',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.match(String(confirmed.headers['content-type']), /text\/html/);
      assert.match(confirmed.body, /Du hast dich abgemeldet/);
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

  await t.test('the RFC 8058 one-click POST unsubscribes; a bad token changes nothing', async () => {
    await app.db.delete(notificationDisabledReasons);
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail@example.com'));
    const url = new URL(String(row!.data.unsubscribeUrl));
    const badLink = '/api/unsubscribe.php?token=' + 'y'.repeat(43);
    assert.equal((await new Browser(app).get(badLink)).statusCode, 404);
    const badPost = await app.inject({
      method: 'POST',
      url: badLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(badPost.statusCode, 404);
    assert.equal(badPost.json().error, 'link_invalid');
    assert.equal((await app.db.select().from(notificationDisabledReasons)).length, 0);
    // What a mail provider sends for its own "unsubscribe" button: no cookie, no CSRF header.
    const oneClick = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.statusCode, 200);
    assert.deepEqual(oneClick.json(), { ok: true });
    const reasons = await app.db
      .select()
      .from(notificationDisabledReasons)
      .where(eq(notificationDisabledReasons.userId, userId));
    assert.deepEqual(
      reasons.map((r) => r.reason),
      ['listunsubscribe'],
    );
  });
});

test('with SMTP_URL there is no development mailbox', async (t) => {
  const { app } = await buildTestApp(t, { smtpUrl: 'smtp://127.0.0.1:18698' });
  await createSites(app.db);
  const response = await new Browser(app).request({ method: 'GET', url: '/api/dev/mailbox', headers: staff });
  assert.equal(response.statusCode, 404);
});
