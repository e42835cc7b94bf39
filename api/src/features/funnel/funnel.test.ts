import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { StaffFunnelAnswer } from '@dating/shared/contract';
import type { Db } from '../../db/client';
import {
  accountTokens,
  funnelVisits,
  payments,
  remoteAssignments,
  signupRemoteVariants,
  staffAudit,
} from '../../db/schema/index';
import { changeAssignment } from '../../frontend/registry-store';
import { createMember, createSites } from '../../testing/fixtures';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { twoProportionTest } from './significance';

const REMOTE = 'mf-landers';
const A = '1.0.0';
const B = '2.0.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = new Date().toISOString().slice(0, 10);

interface Seeded {
  visits: number;
  started: number;
  completed: number;
  activated: number;
  /** Each paying member's completed payment, in cents. */
  paid: number[];
  network?: string | null;
}

let counter = 0;

/**
 * Visitors of one variant with known answers: the first `started` started signing up, the first `completed`
 * of those signed up, and so on down the funnel (each step a subset of the one before).
 */
async function seedVariant(db: Db, siteId: number, entry: string, seeded: Seeded) {
  for (let index = 0; index < seeded.visits; index += 1) {
    counter += 1;
    const bucket = `seeded-bucket-${String(counter).padStart(6, '0')}`;
    await db.insert(funnelVisits).values({
      siteId,
      remote: REMOTE,
      bucket,
      entry,
      network: seeded.network ?? null,
      signupStartedAt: index < seeded.started ? new Date() : null,
    });
    if (index >= seeded.completed) continue;
    const userId = await createMember(db, { siteId, email: `seeded-${counter}@example.com` });
    await db.insert(signupRemoteVariants).values({ siteId, userId, remote: REMOTE, entry, bucket });
    if (index < seeded.activated)
      await db.insert(accountTokens).values({
        userId,
        purpose: 'activation',
        tokenHash: `token-${counter}`,
        expiresAt: new Date(Date.now() + 3600_000),
        usedAt: new Date(),
      });
    const amount = seeded.paid[index];
    if (amount === undefined) continue;
    await db.insert(payments).values({
      userId,
      siteId,
      credits: 100,
      amountCents: amount,
      currency: 'EUR',
      paymentMethod: 'ideal',
      provider: 'sandbox',
      status: 'completed',
      completedAt: new Date(),
    });
    // A failed attempt of the same member is neither a payment nor revenue.
    await db.insert(payments).values({
      userId,
      siteId,
      credits: 100,
      amountCents: 5000,
      currency: 'EUR',
      paymentMethod: 'ideal',
      provider: 'sandbox',
      status: 'failed',
    });
  }
}

const stepCount = (report: StaffFunnelAnswer, entry: string) =>
  Object.fromEntries(
    report.variants.find((variant) => variant.entry === entry)!.steps.map((step) => [step.step, step.count]),
  );

test('the two-proportion z-test matches a hand-computed example', () => {
  // 8 of 20 against 2 of 20: pooled p = 10/40 = 0.25, SE = sqrt(0.25 * 0.75 * (1/20 + 1/20)) = 0.136931,
  // z = (0.4 - 0.1) / 0.136931 = 2.19089; two-sided p = 2 * (1 - Phi(2.19089)) = 2 * (1 - 0.985772) = 0.02846.
  const result = twoProportionTest({ successes: 8, trials: 20 }, { successes: 2, trials: 20 });
  assert.ok(result);
  assert.ok(Math.abs(result.z - 2.19089) < 1e-4, `z ${result.z}`);
  assert.ok(Math.abs(result.pValue - 0.02846) < 1e-4, `p ${result.pValue}`);
  assert.equal(result.significant, true);
  assert.equal(result.better, true);
  // 11 of 20 against 10 of 20 is chance: z = 0.05 / 0.158 = 0.316, p = 0.75.
  const close = twoProportionTest({ successes: 11, trials: 20 }, { successes: 10, trials: 20 });
  assert.ok(close && !close.significant && Math.abs(close.pValue - 0.752) < 1e-3);
  assert.equal(twoProportionTest({ successes: 0, trials: 0 }, { successes: 1, trials: 5 }), null);
  assert.equal(twoProportionTest({ successes: 0, trials: 5 }, { successes: 0, trials: 5 }), null);
});

test('the signup funnel per variant: counts, significance, sources, CSV, winner', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  await changeAssignment(app.db, { site: 'flirt.test', remote: REMOTE }, [
    { entry: A, weight: 50 },
    { entry: B, weight: 50 },
  ]);
  // A: 20 visits (10 of them from "adnet"), 5 started, 2 signed up, 1 activated and paid 19.99.
  await seedVariant(app.db, flirt.id, A, {
    visits: 10,
    started: 3,
    completed: 1,
    activated: 1,
    paid: [1999],
  });
  await seedVariant(app.db, flirt.id, A, {
    visits: 10,
    started: 2,
    completed: 1,
    activated: 0,
    paid: [],
    network: 'adnet',
  });
  // B: 20 visits, 12 started, 8 signed up, 4 activated, 2 paid 9.99 and 24.99.
  await seedVariant(app.db, flirt.id, B, {
    visits: 20,
    started: 12,
    completed: 8,
    activated: 4,
    paid: [999, 2499],
  });
  // Another site's visits are not flirt's.
  await seedVariant(app.db, herz.id, B, { visits: 7, started: 7, completed: 7, activated: 7, paid: [] });
  // A paying member who activated but whose visit is 40 days old: outside the default period.
  await app.db.insert(funnelVisits).values({
    siteId: flirt.id,
    remote: REMOTE,
    bucket: 'an-old-visitor-bucket-00001',
    entry: B,
    createdAt: new Date(Date.now() - 40 * 24 * 3600_000),
  });

  const marketing = await staffBrowser(app, 'marketing');
  const report = async (query: string) => {
    const response = await marketing.browser.get(`/api/staff/funnel?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<StaffFunnelAnswer>();
  };

  await t.test('counts each step per variant, with conversions and revenue', async () => {
    const answer = await report(`site=${flirt.id}`);
    assert.equal(answer.site.domain, 'flirt.test');
    assert.equal(answer.site.currency, 'EUR');
    assert.equal(answer.remote, REMOTE);
    assert.equal(answer.until, today);
    assert.deepEqual(
      answer.variants.map((variant) => [variant.entry, variant.control, variant.weight]),
      [
        [A, true, 50],
        [B, false, 50],
      ],
    );
    assert.deepEqual(stepCount(answer, A), {
      visits: 20,
      signupStarted: 5,
      signupCompleted: 2,
      activated: 1,
      firstPayment: 1,
    });
    assert.deepEqual(stepCount(answer, B), {
      visits: 20,
      signupStarted: 12,
      signupCompleted: 8,
      activated: 4,
      firstPayment: 2,
    });
    const [control, variant] = answer.variants;
    assert.equal(control!.revenueCents, 1999);
    assert.equal(variant!.revenueCents, 999 + 2499);
    const completed = variant!.steps.find((step) => step.step === 'signupCompleted')!;
    assert.equal(completed.fromVisits, 0.4);
    assert.equal(completed.fromPrevious, 8 / 12);
    assert.ok(Math.abs(completed.significance!.pValue - 0.02846) < 1e-4);
    assert.equal(completed.significance!.significant, true);
    assert.equal(answer.confidenceLevel, 0.95);
    assert.ok(control!.steps.every((step) => step.significance === null));
  });

  await t.test('breaks the funnel down per source and filters by one', async () => {
    const answer = await report(`site=${flirt.id}`);
    const adnet = answer.sources.find((row) => row.entry === A && row.network === 'adnet');
    assert.deepEqual(
      adnet && [adnet.visits, adnet.signupStarted, adnet.signupCompleted, adnet.activated],
      [10, 2, 1, 0],
    );
    const only = await report(`site=${flirt.id}&source=adnet`);
    assert.deepEqual(stepCount(only, A).visits, 10);
    assert.deepEqual(stepCount(only, B).visits, 0);
    const direct = await report(`site=${flirt.id}&source=direct`);
    assert.deepEqual([stepCount(direct, A).visits, stepCount(direct, B).visits], [10, 20]);
  });

  await t.test('counts first visits of the period only', async () => {
    const longer = await report(`site=${flirt.id}&since=2000-01-01&until=${today}`);
    assert.equal(stepCount(longer, B).visits, 21);
    const none = await report(`site=${flirt.id}&since=2000-01-01&until=2000-01-31`);
    assert.deepEqual(
      none.variants.map((variant) => variant.steps[0]!.count),
      [0, 0],
    );
    const backwards = await marketing.browser.get(`/api/staff/funnel?since=${today}&until=2000-01-01`);
    assert.equal(backwards.statusCode, 400);
  });

  await t.test('a visitor from the beacon is counted once, bots not at all, up to their signup', async () => {
    const visitor = new Browser(app, 'flirt.test');
    const beacon = (agent: string, browser = visitor) =>
      browser.request({
        method: 'POST',
        url: '/api/funnel-visit.php',
        payload: { tracking: { network: 'cpc, "quoted"', ref: '=HYPERLINK("x")', sub2: 'banner' } },
        headers: { 'user-agent': agent },
      });
    // Without the bucket cookie (no page of a split loaded yet) the beacon counts nothing and sets no cookie.
    assert.equal((await beacon(CHROME)).statusCode, 204);
    assert.equal(visitor.cookie('mf_bucket'), undefined);
    assert.equal(
      (await app.db.select().from(funnelVisits).where(eq(funnelVisits.network, 'cpc, "quoted"'))).length,
      0,
    );
    // The registry the page loads gives the visitor their bucket while the split runs.
    await visitor.get('/mf/remotes.json');
    const bucket = visitor.cookie('mf_bucket');
    assert.ok(bucket, 'the split gives the visitor a bucket');
    assert.equal((await beacon(CHROME)).statusCode, 204);
    assert.equal((await beacon(CHROME)).statusCode, 204);
    const rows = await app.db.select().from(funnelVisits).where(eq(funnelVisits.bucket, bucket));
    assert.deepEqual(rows.map((row) => row.remote).sort(), [
      'mf-chat',
      'mf-landers',
      'mf-members',
      'mf-payments',
      'mf-signup',
    ]);
    const entry = rows.find((row) => row.remote === REMOTE)!.entry;
    assert.ok(entry === A || entry === B);
    assert.equal(rows[0]!.network, 'cpc, "quoted"');

    // A crawler that loads the page and runs its script, and a script's HTTP client, are not counted.
    const bot = new Browser(app, 'flirt.test');
    await bot.get('/mf/remotes.json');
    const botBucket = bot.cookie('mf_bucket');
    assert.ok(botBucket);
    assert.equal((await beacon(GOOGLEBOT, bot)).statusCode, 204);
    assert.equal((await beacon('curl/8.5.0', bot)).statusCode, 204);
    assert.equal(
      (await app.db.select().from(funnelVisits).where(eq(funnelVisits.bucket, botBucket))).length,
      0,
    );

    const check = await visitor.request({
      method: 'POST',
      url: '/api/signup-check.php',
      payload: { email: 'funnel-visitor@example.com' },
    });
    assert.equal(check.statusCode, 200, check.body);
    const signup = await visitor.request({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: 'funnel-visitor@example.com',
        name: 'Visitor',
        date_of_birth: '1990-04-12',
        password: 'a-good-password',
        gender: 'female',
        sexuality: 'hetero',
      },
    });
    assert.equal(signup.statusCode, 200, signup.body);
    const [stored] = await app.db
      .select()
      .from(signupRemoteVariants)
      .where(and(eq(signupRemoteVariants.bucket, bucket), eq(signupRemoteVariants.remote, REMOTE)));
    assert.equal(stored?.entry, entry);

    const answer = await report(`site=${flirt.id}&source=${encodeURIComponent('cpc, "quoted"')}`);
    assert.deepEqual(stepCount(answer, entry), {
      visits: 1,
      signupStarted: 1,
      signupCompleted: 1,
      activated: 0,
      firstPayment: 0,
    });
    const other = entry === A ? B : A;
    assert.equal(stepCount(answer, other).visits, 0);
  });

  await t.test('the CSV holds the same figures, quoted, with site and dates in its name', async () => {
    const response = await marketing.browser.get(
      `/api/staff/funnel.csv?site=${flirt.id}&since=2026-01-01&until=${today}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.headers['content-type'] as string, /^text\/csv/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="funnel-flirt.test-mf-landers-2026-01-01-${today}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'variant,control,network,ref,sub1,sub2,sub3,visits,signup_started,signup_completed,activated,first_payment,' +
        'signup_started_confidence_vs_control,signup_completed_confidence_vs_control,' +
        'activated_confidence_vs_control,first_payment_confidence_vs_control,revenue,currency',
    );
    assert.ok(lines[1]!.startsWith(`${A},yes,*,*,*,*,*,`));
    assert.ok(lines.some((line) => line.startsWith(`${B},no,*,*,*,*,*,`) && /,0\.9\d{3},/.test(line)));
    assert.ok(lines.includes(`${A},yes,adnet,,,,,10,2,1,0,0,,,,,0.00,EUR`));
    assert.ok(
      lines.some((line) => line.includes(`"cpc, ""quoted""","'=HYPERLINK(""x"")",,banner,,1,1,1,0,0`)),
    );
  });

  await t.test('permission and site checks', async () => {
    const moderator = await staffBrowser(app, 'moderator');
    const denied = await moderator.browser.get(`/api/staff/funnel?site=${flirt.id}`);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().error, 'staff_permission_denied');
    const herzOnly = await staffBrowser(app, 'marketing', { sites: [herz.id] });
    const otherSite = await herzOnly.browser.get(`/api/staff/funnel?site=${flirt.id}`);
    assert.equal(otherSite.statusCode, 403);
    assert.equal(otherSite.json().error, 'staff_site_forbidden');
    const csv = await herzOnly.browser.get(`/api/staff/funnel.csv?site=${flirt.id}`);
    assert.equal(csv.statusCode, 403);
    const own = await herzOnly.browser.get('/api/staff/funnel');
    assert.equal(own.statusCode, 200);
    assert.equal(own.json<StaffFunnelAnswer>().site.domain, 'herz.test');
    assert.deepEqual(
      own.json<StaffFunnelAnswer>().sites.map((site) => site.domain),
      ['herz.test'],
    );
    const anonymous = await new Browser(app).get('/api/staff/funnel');
    assert.equal(anonymous.statusCode, 401);
    const badRemote = await marketing.browser.get('/api/staff/funnel?remote=mf-nothing');
    assert.equal(badRemote.statusCode, 400);

    const winner = { site: flirt.id, remote: REMOTE, entry: B };
    const support = await staffBrowser(app, 'support');
    const supportWins = await support.browser.request({
      method: 'POST',
      url: '/api/staff/funnel/winner',
      payload: winner,
    });
    assert.equal(supportWins.statusCode, 403);
    const elsewhere = await herzOnly.browser.request({
      method: 'POST',
      url: '/api/staff/funnel/winner',
      payload: winner,
    });
    assert.equal(elsewhere.statusCode, 403);
    assert.equal(elsewhere.json().error, 'staff_site_forbidden');
    const [assignment] = await app.db
      .select()
      .from(remoteAssignments)
      .where(eq(remoteAssignments.site, 'flirt.test'));
    assert.equal(assignment?.variants.length, 2);
  });

  await t.test('declaring a winner gives it every new visitor, audited', async () => {
    const unknown = await marketing.browser.request({
      method: 'POST',
      url: '/api/staff/funnel/winner',
      payload: { site: flirt.id, remote: REMOTE, entry: '9.9.9' },
    });
    assert.equal(unknown.statusCode, 404);
    const declared = await marketing.browser.request({
      method: 'POST',
      url: '/api/staff/funnel/winner',
      payload: { site: flirt.id, remote: REMOTE, entry: B },
    });
    assert.equal(declared.statusCode, 200, declared.body);
    assert.deepEqual(declared.json(), {
      site: 'flirt.test',
      remote: REMOTE,
      variants: [{ entry: B, weight: 100 }],
    });
    const [assignment] = await app.db
      .select()
      .from(remoteAssignments)
      .where(eq(remoteAssignments.site, 'flirt.test'));
    assert.deepEqual(assignment?.variants, [{ entry: B, weight: 100 }]);
    const audit = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'registry.change'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.staffId, marketing.id);
    assert.equal(audit[0]!.siteId, flirt.id);
    assert.deepEqual(audit[0]!.after, { remote: REMOTE, variants: [{ entry: B, weight: 100 }] });
    // The report now shows B as the one variant in force; A's visitors stay counted.
    const answer = await report(`site=${flirt.id}`);
    assert.deepEqual(
      answer.variants.map((variant) => [variant.entry, variant.control, variant.weight]),
      [
        [B, true, 100],
        [A, false, null],
      ],
    );
  });
});
