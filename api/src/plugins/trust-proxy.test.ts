import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index';
import { createMember, createSites } from '../testing/fixtures';
import { buildTestApp, CLIENT_HEADERS } from '../testing/test-app';
import { loadConfig, parseTrustProxy } from './config';

test('TRUST_PROXY: nobody by default, else the listed addresses and CIDRs', () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(parseTrustProxy(''), false);
  assert.equal(parseTrustProxy('false'), false);
  assert.equal(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,::1'), '10.0.0.5,10.1.0.0/16,::1');
  assert.throws(() => parseTrustProxy('loopback'), /TRUST_PROXY/);
});

test('without a trusted proxy, forwarding headers change neither links nor limits', async (t) => {
  const { app } = await buildTestApp(t, { trustProxy: false });
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'reset@example.com' });

  const forged = {
    host: 'flirt.test',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    ...CLIENT_HEADERS,
  };
  const reset = await app.inject({
    method: 'POST',
    url: '/api/password-reset.php',
    headers: { ...forged, 'x-forwarded-for': '198.51.100.1' },
    payload: { email: 'reset@example.com' },
  });
  assert.equal(reset.statusCode, 200);
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'reset@example.com'));
  assert.match(String(mail!.data.link), /^http:\/\/flirt\.test\/reset-password\/do\?token=/);

  // Rotating X-Forwarded-For does not make a new visitor: the login limit (20 a minute) still counts.
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...forged, 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    statuses.push(response.statusCode);
  }
  assert.equal(statuses.at(-1), 429, statuses.join(','));
});

test('PUBLIC_URL decides the links when set', async (t) => {
  const { app } = await buildTestApp(t, { publicUrl: 'https://www.flirt.example' });
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'reset@example.com' });
  await app.inject({
    method: 'POST',
    url: '/api/password-reset.php',
    headers: { host: 'flirt.test', ...CLIENT_HEADERS },
    payload: { email: 'reset@example.com' },
  });
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'reset@example.com'));
  assert.match(String(mail!.data.link), /^https:\/\/www\.flirt\.example\/reset-password\/do\?token=/);
});
