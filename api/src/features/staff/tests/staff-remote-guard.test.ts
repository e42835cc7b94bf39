// A split's guard end to end: armed in the console, checked by the server's own function on seeded error
// counts and funnel rows, and what its rollback leaves behind (the assignment, the registry change, the
// audit row, the notice and the mails), and every case where it must stay quiet.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  emailOutbox,
  funnelVisits,
  remoteAssignments,
  remoteErrorCounts,
  remoteGuardNotices,
  remoteRegistryChanges,
  signupRemoteVariants,
  staffAccounts,
  staffAudit,
} from '../../../db/schema/index';
import { fixtureRoot } from '../../../frontend/frontend-test-app';
import { checkErrorGuards } from '../../../frontend/remote-error-guard';
import { renderMail } from '../../mail-delivery/render-mail';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp, type Browser } from '../../../testing/test-app';

const REMOTE = 'mf-landers';

async function seedErrors(app: FastifyInstance, site: string, entry: string, views: number, errors = 0) {
  await app.db.insert(remoteErrorCounts).values({
    site,
    remote: REMOTE,
    entry,
    hour: sql`date_trunc('hour', now())`,
    views,
    renderErrors: errors,
  });
}

/** `visits` first visits of `entry`, the first `signups` of whom signed up in that visit's bucket. */
async function seedFunnel(
  app: FastifyInstance,
  siteId: number,
  entry: string,
  visits: number,
  signups: number,
) {
  const buckets = Array.from({ length: visits }, () => randomBytes(9).toString('base64url'));
  await app.db
    .insert(funnelVisits)
    .values(buckets.map((bucket) => ({ siteId, remote: REMOTE, bucket, entry })));
  if (signups > 0)
    await app.db
      .insert(signupRemoteVariants)
      .values(buckets.slice(0, signups).map((bucket) => ({ siteId, remote: REMOTE, entry, bucket })));
}

test('the split guard', async (t) => {
  const root = fixtureRoot({ [REMOTE]: ['1.0.0', '2.0.0'] });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt, herz } = await createSites(app.db);
  const everywhere = await staffBrowser(app, 'marketing', { email: 'all@staff.test' });
  const herzOnly = await staffBrowser(app, 'marketing', {
    email: 'herz@staff.test',
    sites: [herz.id],
    locale: 'de',
  });
  const flirtOnly = await staffBrowser(app, 'marketing', { email: 'flirt@staff.test', sites: [flirt.id] });
  const gone = await staffBrowser(app, 'marketing', { email: 'gone@staff.test' });
  await app.db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, gone.id));
  await staffBrowser(app, 'moderator', { email: 'moderator@staff.test' });

  const split = async (guard: object | null) => {
    const response = await everywhere.browser.request({
      method: 'POST',
      url: `/api/staff/remotes/${REMOTE}/split`,
      payload: {
        site: herz.id,
        variants: [
          { entry: '1.0.0', weight: 50 },
          { entry: '2.0.0', weight: 50 },
        ],
        guard,
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().remotes.find((remote: { remote: string }) => remote.remote === REMOTE);
  };
  const assignment = async () => (await app.db.select().from(remoteAssignments))[0];
  const reset = async () => {
    await app.db.delete(remoteErrorCounts);
    await app.db.delete(signupRemoteVariants);
    await app.db.delete(funnelVisits);
  };
  const noticesOf = async (browser: Browser) => {
    const response = await browser.get('/api/staff/remotes/guard-notices');
    assert.equal(response.statusCode, 200, response.body);
    return response.json().notices as { id: number; site: string; entry: string; kind: string }[];
  };

  await t.test('a split without a guard is never touched, however bad a variant is', async () => {
    await split(null);
    await seedErrors(app, herz.domain, '1.0.0', 1000);
    await seedErrors(app, herz.domain, '2.0.0', 1000, 500);
    assert.deepEqual(await checkErrorGuards(app.db, new Date()), []);
    assert.equal((await assignment())?.variants.length, 2);
    await reset();
  });

  await t.test('the guard as the console arms it: defaults filled in, the control named', async () => {
    const state = await split({ errorMargin: 2 });
    assert.deepEqual(state.guard, {
      errorMargin: 2,
      minViews: 100,
      conversion: true,
      confidence: 95,
      minVisits: 200,
    });
    assert.equal(state.control, '1.0.0');
  });

  await t.test('too few views or visitors: the guard waits', async () => {
    // 40 % errors, but in 50 views; a signup rate of 0 against 50 %, but in 100 visitors a side.
    await seedErrors(app, herz.domain, '1.0.0', 1000, 10);
    await seedErrors(app, herz.domain, '2.0.0', 50, 20);
    await seedFunnel(app, herz.id, '1.0.0', 100, 50);
    await seedFunnel(app, herz.id, '2.0.0', 100, 0);
    assert.deepEqual(await checkErrorGuards(app.db, new Date()), []);
    assert.equal((await assignment())?.variants.length, 2);
    await reset();
  });

  await t.test('within the thresholds: the guard waits', async () => {
    // 2.5 % against 1 %: 1.5 points, within 2. Signups 5 % against 6 % of 300: not significant.
    await seedErrors(app, herz.domain, '1.0.0', 1000, 10);
    await seedErrors(app, herz.domain, '2.0.0', 200, 5);
    await seedFunnel(app, herz.id, '1.0.0', 300, 18);
    await seedFunnel(app, herz.id, '2.0.0', 300, 15);
    assert.deepEqual(await checkErrorGuards(app.db, new Date()), []);
    assert.equal((await assignment())?.variants.length, 2);
    assert.equal((await app.db.select().from(remoteGuardNotices)).length, 0);
  });

  await t.test(
    'an error rate far above the control: rolled back once, audited, noticed, mailed',
    async () => {
      await app.db
        .update(remoteErrorCounts)
        .set({ renderErrors: 10 })
        .where(eq(remoteErrorCounts.entry, '2.0.0'));
      const now = new Date();
      // Two instances checking at the same moment: one acts, the other finds no split left.
      const results = await Promise.all([checkErrorGuards(app.db, now), checkErrorGuards(app.db, now)]);
      const acted = results.flat();
      assert.equal(acted.length, 1);
      assert.deepEqual(
        { entry: acted[0]?.entry, control: acted[0]?.control, kind: acted[0]?.kind },
        { entry: '2.0.0', control: '1.0.0', kind: 'errors' },
      );
      assert.deepEqual((await assignment())?.variants, [{ entry: '1.0.0', weight: 100 }]);
      assert.equal((await assignment())?.guard, null);

      const changes = await app.db
        .select()
        .from(remoteRegistryChanges)
        .where(eq(remoteRegistryChanges.action, 'guard'));
      assert.equal(changes.length, 1);
      assert.equal(changes[0]?.actor, 'guard');
      assert.match(
        String(changes[0]?.reason),
        /2\.0\.0 had 10 errors in 200 views \(5\.0%\) against 1\.0% of 1\.0\.0/,
      );

      const audit = await app.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'registry.change'), eq(staffAudit.role, 'machine')));
      assert.equal(audit.length, 1);
      assert.equal(audit[0]?.siteId, herz.id);
      assert.equal(audit[0]?.reason, changes[0]?.reason);
      assert.deepEqual((audit[0]?.after as { action: string }).action, 'guard');

      const [notice] = await app.db.select().from(remoteGuardNotices);
      assert.deepEqual(
        notice && [
          notice.site,
          notice.entry,
          notice.control,
          notice.kind,
          notice.variantValue,
          notice.controlValue,
          notice.sample,
          notice.changeId,
        ],
        [herz.domain, '2.0.0', '1.0.0', 'errors', 5, 1, 200, changes[0]?.id],
      );
      assert.equal(notice?.firedAt.getTime(), now.getTime());

      // The marketing staff who see herz.test, active ones only, each in their language.
      const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'remote_guard'));
      assert.deepEqual(mails.map((mail) => [mail.toAddress, mail.locale]).sort(), [
        ['all@staff.test', 'en'],
        ['herz@staff.test', 'de'],
      ]);
      const german = mails.find((mail) => mail.locale === 'de');
      const rendered = renderMail('remote_guard', 'de', german?.data as object, 'Herzenssache');
      assert.match(rendered.subject, /mf-landers-Split auf herz\.test/);
      assert.match(rendered.text, /Kontrollversion 1\.0\.0/);
      assert.match(rendered.text, /Fehlerquote von 5\s%, 1\.0\.0 dagegen 1\s%/);
      assert.match(rendered.text, /\/staff\/remotes/);

      // Shown in the console: the remote's last guard, and the notice for those who see the site.
      const state = await everywhere.browser.get(`/api/staff/remotes?site=${herz.id}`);
      const landers = state.json().remotes.find((remote: { remote: string }) => remote.remote === REMOTE);
      assert.equal(landers.lastGuard.entry, '2.0.0');
      assert.equal(landers.control, null, 'no split, no control');
      assert.deepEqual(
        (await noticesOf(herzOnly.browser)).map((row) => row.entry),
        ['2.0.0'],
      );
      assert.deepEqual(await noticesOf(flirtOnly.browser), []);
    },
  );

  await t.test('after the rollback the guard has nothing left to do', async () => {
    assert.deepEqual(await checkErrorGuards(app.db, new Date()), []);
    assert.equal((await app.db.select().from(remoteGuardNotices)).length, 1);
    assert.equal((await app.db.select().from(emailOutbox)).length, 2);
  });

  await t.test('a notice is dismissed once, by staff who see its site, audited', async () => {
    const [notice] = await noticesOf(everywhere.browser);
    const dismiss = (browser: Browser) =>
      browser.request({ method: 'POST', url: `/api/staff/remotes/guard-notices/${notice?.id}/dismiss` });
    const foreign = await dismiss(flirtOnly.browser);
    assert.equal(foreign.statusCode, 404);
    const done = await dismiss(herzOnly.browser);
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json().notices, []);
    assert.equal((await dismiss(everywhere.browser)).statusCode, 200, 'a second dismissal changes nothing');
    const audit = await app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'registry.guard_dismiss'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]?.staffId, herzOnly.id);
    assert.equal(audit[0]?.siteId, herz.id);
    assert.deepEqual(await noticesOf(everywhere.browser), []);
    const missing = await everywhere.browser.request({
      method: 'POST',
      url: '/api/staff/remotes/guard-notices/999999/dismiss',
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, 'not_found');
    await reset();
  });

  await t.test('a signup conversion significantly below the control: rolled back', async () => {
    await split({ errorMargin: 2, minVisits: 200, confidence: 95 });
    await app.db.delete(emailOutbox);
    // 4 % against 10 % of 400 visitors each: z about -3.3, far past 95 % one-sided.
    await seedFunnel(app, herz.id, '1.0.0', 400, 40);
    await seedFunnel(app, herz.id, '2.0.0', 400, 16);
    const [rollback] = await checkErrorGuards(app.db, new Date());
    assert.equal(rollback?.kind, 'conversion');
    assert.deepEqual([rollback?.variantValue, rollback?.controlValue, rollback?.sample], [4, 10, 400]);
    assert.deepEqual((await assignment())?.variants, [{ entry: '1.0.0', weight: 100 }]);
    assert.equal((await app.db.select().from(emailOutbox)).length, 2);
    assert.match(
      String(rollback?.reason),
      /converted 16 of 400 visitors \(4\.0%\) against 10\.0% of 1\.0\.0/,
    );
    await reset();
  });

  await t.test('a conversion check switched off leaves a worse-converting variant alone', async () => {
    await split({ errorMargin: 2, conversion: false });
    await seedFunnel(app, herz.id, '1.0.0', 400, 40);
    await seedFunnel(app, herz.id, '2.0.0', 400, 16);
    assert.deepEqual(await checkErrorGuards(app.db, new Date()), []);
    assert.equal((await assignment())?.variants.length, 2);
  });

  await t.test('a guard the console cannot arm is refused, nothing changed', async () => {
    const before = await assignment();
    for (const guard of [
      { errorMargin: 0 },
      { errorMargin: 2, confidence: 50 },
      { errorMargin: 2, minVisits: 3 },
    ]) {
      const refused = await everywhere.browser.request({
        method: 'POST',
        url: `/api/staff/remotes/${REMOTE}/split`,
        payload: {
          site: herz.id,
          variants: [
            { entry: '1.0.0', weight: 90 },
            { entry: '2.0.0', weight: 10 },
          ],
          guard,
        },
      });
      assert.equal(refused.statusCode, 400, JSON.stringify(guard));
      assert.equal(refused.json().error, 'registry_guard_invalid');
    }
    assert.deepEqual(await assignment(), before);
  });

  await t.test(
    'an all-sites split counts every site and tells the staff who see the all-sites row',
    async () => {
      await everywhere.browser.request({
        method: 'POST',
        url: `/api/staff/remotes/${REMOTE}/unset`,
        payload: { site: herz.id },
      });
      await reset();
      await app.db.delete(emailOutbox);
      const response = await everywhere.browser.request({
        method: 'POST',
        url: `/api/staff/remotes/${REMOTE}/split`,
        payload: {
          site: '*',
          variants: [
            { entry: '1.0.0', weight: 80 },
            { entry: '2.0.0', weight: 20 },
          ],
          guard: { errorMargin: 2, minViews: 100, conversion: false },
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      // 60 views on each site: under the minimum per site, over it together (4 errors of 120 against none).
      for (const site of [herz.domain, flirt.domain]) {
        await seedErrors(app, site, '1.0.0', 500);
        await seedErrors(app, site, '2.0.0', 60, 2);
      }
      const [rollback] = await checkErrorGuards(app.db, new Date());
      assert.deepEqual([rollback?.site, rollback?.sample], ['*', 120]);
      const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'remote_guard'));
      assert.deepEqual(
        mails.map((mail) => mail.toAddress),
        ['all@staff.test'],
      );
      // The conversion rollback's notice on herz.test is still open; the new one is the all-sites row's.
      assert.deepEqual(
        (await noticesOf(everywhere.browser)).map((row) => [row.site, row.entry]),
        [
          ['*', '2.0.0'],
          [herz.domain, '2.0.0'],
        ],
      );
      assert.deepEqual(
        (await noticesOf(herzOnly.browser)).map((row) => row.site),
        [herz.domain],
        'a site-limited account does not see the * row',
      );
    },
  );
});
