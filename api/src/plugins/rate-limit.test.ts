import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { test } from 'node:test';
import { COMPLAINTS_PER_HOUR } from '../features/complaints/complaints-routes';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp, CLIENT_HEADERS } from '../testing/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis is optional on a developer machine: the shared-counter test is skipped without it. */
function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Logins that succeed: failed ones are slowed down per account and address long before the route limit
// (auth-routes), and this file is about the route limit.
const MEMBER = 'anna@example.com';

function logIn(app: Awaited<ReturnType<typeof buildTestApp>>['app'], ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { host: 'flirt.test', ...CLIENT_HEADERS, 'x-forwarded-for': ip },
    payload: { email: MEMBER, password: FIXTURE_PASSWORD },
  });
}

async function loginsUntilLimited(app: Awaited<ReturnType<typeof buildTestApp>>['app'], ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await logIn(app, ip);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      assert.equal(response.json().error, 'rate_limited');
      assert.ok(response.json().retry_after_seconds > 0);
    }
  }
  return statuses;
}

async function withMember(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: MEMBER });
}

test('login attempts are rate limited per client address (20 a minute)', async (t) => {
  const { app } = await buildTestApp(t);
  await withMember(app);
  const statuses = await loginsUntilLimited(app, `10.1.${randomInt(255)}.${randomInt(255)}`);
  assert.deepEqual(statuses.slice(0, 20), Array(20).fill(200));
  assert.equal(statuses[20], 429);
  // Another address is counted on its own.
  assert.equal((await logIn(app, '10.2.0.1')).statusCode, 200);
});

test('with REDIS_URL the counters live in Redis, shared by every API instance', async (t) => {
  if (!(await redisAnswers())) {
    t.skip(`no Redis at ${REDIS_URL}`);
    return;
  }
  // Two instances of one deployment: one Redis prefix.
  const deployment = { redisUrl: REDIS_URL, redisKeyPrefix: `test-${randomInt(1e9)}-` };
  const first = await buildTestApp(t, deployment);
  const second = await buildTestApp(t, deployment);
  await withMember(first.app);
  await withMember(second.app);
  const ip = `10.3.${randomInt(255)}.${randomInt(255)}`;
  for (let i = 0; i < 20; i++) {
    const instance = i % 2 === 0 ? first.app : second.app;
    assert.equal((await logIn(instance, ip)).statusCode, 200);
  }
  const limited = await logIn(first.app, ip);
  assert.equal(limited.statusCode, 429, 'twenty attempts spread over two instances reach the limit together');
});

test('logged-in members are counted each on their own, even behind one address', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const sharedAddress = { 'x-forwarded-for': '10.9.8.7' };
  const complain = (browser: Browser) =>
    browser.request({
      method: 'POST',
      url: '/api/complaints.php',
      headers: sharedAddress,
      payload: {
        name: 'Member',
        email: 'member@example.com',
        topic: 'billing',
        message: 'I was charged twice for the same credit bundle.',
      },
    });
  const first = new Browser(app);
  await createMember(app.db, { siteId: flirt.id, email: 'first@example.com' });
  await first.login('first@example.com', FIXTURE_PASSWORD);
  const firstStatuses: number[] = [];
  for (let i = 0; i <= COMPLAINTS_PER_HOUR; i++) firstStatuses.push((await complain(first)).statusCode);
  assert.equal(firstStatuses.at(-1), 429, 'the first member reaches their own limit');

  const second = new Browser(app);
  await createMember(app.db, { siteId: flirt.id, email: 'second@example.com' });
  await second.login('second@example.com', FIXTURE_PASSWORD);
  assert.equal(
    (await complain(second)).statusCode,
    201,
    'a second member at the same address is not limited',
  );
});

test('RATE_LIMIT_SCALE multiplies every route limit', async (t) => {
  const { app } = await buildTestApp(t, { rateLimitScale: 2 });
  await withMember(app);
  const ip = `10.3.${randomInt(255)}.${randomInt(255)}`;
  const first = await loginsUntilLimited(app, ip);
  assert.deepEqual(first, Array(21).fill(200), 'twice the limit: 21 attempts still pass');
  const more = await loginsUntilLimited(app, ip);
  assert.equal(more.indexOf(429), 19, 'the 41st attempt is limited');
});
