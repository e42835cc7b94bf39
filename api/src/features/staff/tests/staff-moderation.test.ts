import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox, photos, staffAudit } from '../../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { composeMail } from '../../mail-delivery/compose-mail';
import { Browser, buildTestApp } from '../../../testing/test-app';
import { openLiveClient } from '../../live/live-test-client';
import { LIVE_CLOSE_CODES } from '@dating/shared/contract';

const auditOf = async (app: Awaited<ReturnType<typeof buildTestApp>>['app'], action: string) =>
  app.db.select().from(staffAudit).where(eq(staffAudit.action, action));

test('report -> claim -> ban: sessions and the open socket end, profile hidden, login tells why; appeal once', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const mallory = await createMember(app.db, {
    siteId: flirt.id,
    email: 'mallory@example.com',
    name: 'Mallory',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  const annaBrowser = new Browser(app);
  await annaBrowser.login('anna@example.com', FIXTURE_PASSWORD);
  const malloryBrowser = new Browser(app);
  await malloryBrowser.login('mallory@example.com', FIXTURE_PASSWORD);
  const socket = await openLiveClient({
    port,
    host: 'flirt.test',
    cookie: `sid=${malloryBrowser.cookie('sid')}`,
  });
  await socket.next((frame) => frame.type === 'ready');

  const report = await annaBrowser.request({
    method: 'POST',
    url: '/api/report.php',
    payload: { profile_id: mallory, reason: 'fake', comment: 'asks for money' },
  });
  assert.equal(report.statusCode, 200, report.body);

  const moderator = await staffBrowser(app, 'moderator');
  const other = await staffBrowser(app, 'moderator');
  assert.equal((await moderator.browser.get('/api/staff/queues')).json().counts.profileReports, 1);
  const page = (await moderator.browser.get('/api/staff/queues/profileReports')).json();
  assert.equal(page.items.length, 1);
  const item = page.items[0];
  assert.equal(item.evidence.kind, 'profileReport');
  assert.equal(item.evidence.reported.id, mallory);
  assert.equal(item.evidence.reporter.id, anna);
  assert.equal(item.evidence.comment, 'asks for money');

  const decide = (browser: Browser, body: unknown) =>
    browser.request({
      method: 'POST',
      url: `/api/staff/queues/profileReports/${item.id}/decide`,
      payload: body,
    });
  const banBody = { decision: 'ban', ground: 'scam', reason: 'Asked several members for money.' };
  // Deciding needs a claim; a claim held by one moderator is refused to the other.
  assert.equal((await decide(moderator.browser, banBody)).json().error, 'queue_item_not_claimed');
  const claim = await moderator.browser.request({
    method: 'POST',
    url: `/api/staff/queues/profileReports/${item.id}/claim`,
  });
  assert.equal(claim.statusCode, 200, claim.body);
  const stolen = await other.browser.request({
    method: 'POST',
    url: `/api/staff/queues/profileReports/${item.id}/claim`,
  });
  assert.equal(stolen.statusCode, 409);
  assert.equal(stolen.json().error, 'queue_item_claimed');
  assert.equal((await decide(other.browser, banBody)).statusCode, 409);
  assert.equal(
    (await decide(moderator.browser, { decision: 'approve', reason: 'photos only' })).json().error,
    'decision_not_allowed',
  );

  const decided = await decide(moderator.browser, banBody);
  assert.equal(decided.statusCode, 200, decided.body);
  assert.ok(decided.json().statementId);

  // The open tab is told and its socket closed; the session is gone.
  await socket.next((frame) => frame.type === 'session.ended');
  assert.equal(await socket.closed, LIVE_CLOSE_CODES.sessionEnded);
  assert.equal((await malloryBrowser.get('/api/user.php')).json().logged_in ?? false, false);
  // Hidden from the profile page and from search.
  assert.equal((await annaBrowser.get(`/api/member.php?id=${mallory}`)).statusCode, 404);
  const search = (await annaBrowser.get('/api/members.php?gender=male')).json();
  assert.ok(!search.results.some((card: { id: number }) => card.id === mallory));
  // The next login shows the reason.
  const login = await new Browser(app).request({
    method: 'POST',
    url: '/api/user.php',
    payload: { email: 'mallory@example.com', password: FIXTURE_PASSWORD },
  });
  assert.equal(login.statusCode, 403);
  assert.equal(login.json().error, 'account_banned');
  assert.equal(login.json().ban.reason, 'Asked several members for money.');
  assert.equal(login.json().ban.kind, 'ban');

  // The statement of reasons went out by mail in the member's language.
  const mails = await app.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, 'mallory@example.com'), eq(emailOutbox.template, 'decision_statement')),
    );
  assert.equal(mails.length, 1);
  // One audit row for the decision, with before and after.
  const [audit] = await auditOf(app, 'queue.decide');
  assert.equal(audit?.staffId, moderator.id);
  assert.equal(audit?.role, 'moderator');
  assert.equal(audit?.reason, 'Asked several members for money.');
  assert.deepEqual((audit?.after as { decision: string }).decision, 'ban');
  // And one on the member, found by the member and by "Member banned" like a ban from the member's file.
  const [onMember] = await auditOf(app, 'member.ban');
  assert.equal(onMember?.targetType, 'member');
  assert.equal(onMember?.targetId, mallory);
  assert.equal(onMember?.reason, 'Asked several members for money.');
  assert.equal((onMember?.after as { queue: string }).queue, 'profileReports');
  assert.equal((await auditOf(app, 'queue.claim')).length, 1);
  assert.equal((await moderator.browser.get('/api/staff/queues')).json().counts.profileReports, 0);
  // The figures count the decision.
  const figures = (await moderator.browser.get('/api/staff/queues/profileReports')).json().figures;
  assert.equal(figures.decided7d, 1);
  // Deciding again finds nothing open.
  assert.equal((await decide(moderator.browser, banBody)).statusCode, 404);

  // An admin lifts the ban (audited); the member sees the statement and appeals once.
  const admin = await staffBrowser(app, 'admin');
  const lift = await admin.browser.request({
    method: 'POST',
    url: `/api/staff/members/${mallory}/unban`,
    payload: { reason: 'second chance' },
  });
  assert.equal(lift.statusCode, 200, lift.body);
  assert.equal((await auditOf(app, 'member.unban')).length, 1);
  await malloryBrowser.login('mallory@example.com', FIXTURE_PASSWORD);
  assert.equal((await annaBrowser.get(`/api/member.php?id=${mallory}`)).statusCode, 200);
  const notices = (await malloryBrowser.get('/api/decisions.php')).json();
  assert.equal(notices.decisions.length, 1);
  assert.equal(notices.decisions[0].kind, 'ban');
  assert.equal(notices.decisions[0].appealable, true);
  // Reading does not mark it seen (a tab closed before it showed must not lose it); closing the notice does,
  // and only the member's own statements.
  assert.equal((await malloryBrowser.get('/api/decisions.php')).json().decisions.length, 1);
  const markSeen = (browser: typeof annaBrowser) =>
    browser.request({
      method: 'POST',
      url: '/api/decisions-seen.php',
      payload: { ids: [notices.decisions[0].id] },
    });
  assert.equal((await markSeen(annaBrowser)).statusCode, 200);
  assert.equal((await malloryBrowser.get('/api/decisions.php')).json().decisions.length, 1);
  assert.equal((await markSeen(malloryBrowser)).statusCode, 200);
  assert.equal((await malloryBrowser.get('/api/decisions.php')).json().decisions.length, 0);
  const badSeen = await malloryBrowser.request({
    method: 'POST',
    url: '/api/decisions-seen.php',
    payload: { ids: [] },
  });
  assert.equal(badSeen.statusCode, 400);
  const appeal = (text: string) =>
    malloryBrowser.request({
      method: 'POST',
      url: '/api/decision-appeal.php',
      payload: { decisionId: notices.decisions[0].id, text },
    });
  assert.equal((await appeal('I never asked anyone for money.')).statusCode, 200);
  const second = await appeal('Please look again, really.');
  assert.equal(second.statusCode, 409);
  assert.equal(second.json().error, 'decision_not_appealable');
  // Another member cannot appeal it.
  const foreign = await annaBrowser.request({
    method: 'POST',
    url: '/api/decision-appeal.php',
    payload: { decisionId: notices.decisions[0].id, text: 'Not my decision at all.' },
  });
  assert.equal(foreign.statusCode, 404);
  assert.equal((await moderator.browser.get('/api/staff/queues')).json().counts.appeals, 1);
});

test('photo queue: approve and reject with a statement; marketing cannot open it', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const owner = await createMember(app.db, { siteId: flirt.id, email: 'owner@example.com' });
  const [first, second] = await app.db
    .insert(photos)
    .values([
      { userId: owner, filename: 'a.jpg', thumbFilename: 'a_t.jpg', status: 'pending' },
      { userId: owner, filename: 'b.jpg', thumbFilename: 'b_t.jpg', status: 'pending' },
    ])
    .returning({ id: photos.id });
  const marketing = await staffBrowser(app, 'marketing');
  assert.equal((await marketing.browser.get('/api/staff/queues/photos')).statusCode, 403);
  const { browser } = await staffBrowser(app, 'moderator');
  const page = (await browser.get('/api/staff/queues/photos')).json();
  assert.deepEqual(
    page.items.map((i: { id: number }) => i.id),
    [first!.id, second!.id],
  );
  // Each item names its site, for a team that works several.
  assert.ok(page.items.every((i: { siteName: string }) => i.siteName.length > 0));
  for (const [id, decision] of [
    [first!.id, 'approve'],
    [second!.id, 'reject'],
  ] as const) {
    await browser.request({ method: 'POST', url: `/api/staff/queues/photos/${id}/claim` });
    const response = await browser.request({
      method: 'POST',
      url: `/api/staff/queues/photos/${id}/decide`,
      payload: { decision, reason: 'Checked against the photo rules.', ground: 'nudity' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().statementId === null, decision === 'approve');
  }
  const statuses = await app.db
    .select({ id: photos.id, status: photos.status })
    .from(photos)
    .orderBy(photos.id);
  assert.deepEqual(
    statuses.map((s) => s.status),
    ['active', 'rejected'],
  );
  assert.equal((await auditOf(app, 'queue.decide')).length, 2);
});

test('a banned member appeals from the login page with their password; reversing the appeal lifts the ban', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const mallory = await createMember(app.db, { siteId: flirt.id, email: 'mallory@example.com' });
  const admin = await staffBrowser(app, 'admin');
  const banned = await admin.browser.request({
    method: 'POST',
    url: `/api/staff/members/${mallory}/ban`,
    payload: { kind: 'ban', reason: 'Asked several members for money.', ground: 'scam' },
  });
  assert.equal(banned.statusCode, 200, banned.body);
  const visitor = new Browser(app);
  const login = () =>
    visitor.request({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'mallory@example.com', password: FIXTURE_PASSWORD },
    });
  const { ban } = (await login()).json();
  assert.equal(ban.appealable, true);
  const appeal = (body: object) =>
    visitor.request({
      method: 'POST',
      url: '/api/ban-appeal.php',
      payload: {
        email: 'mallory@example.com',
        password: FIXTURE_PASSWORD,
        decisionId: ban.decisionId,
        text: 'I never asked anyone for money.',
        ...body,
      },
    });
  // The password proves the account; another decision's id is not this ban's.
  const wrong = await appeal({ password: 'not the password' });
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.json().error, 'login_failed');
  assert.equal((await appeal({ decisionId: ban.decisionId + 1 })).statusCode, 404);
  assert.equal((await appeal({ text: 'short' })).statusCode, 400);
  const filed = await appeal({});
  assert.equal(filed.statusCode, 200, filed.body);
  const again = await appeal({});
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().error, 'decision_not_appealable');
  assert.equal((await login()).json().ban.appealable, false);

  // The admin who banned may not review the appeal of their own decision.
  const [item] = (await admin.browser.get('/api/staff/queues/appeals')).json().items;
  assert.equal(item.id, filed.json().appealId);
  // The queue names who decided, so the console offers them no claim.
  assert.equal(item.evidence.decision.decidedBy.id, admin.id);
  for (const path of ['claim', 'decide']) {
    const own = await admin.browser.request({
      method: 'POST',
      url: `/api/staff/queues/appeals/${item.id}/${path}`,
      payload: path === 'decide' ? { decision: 'uphold', reason: 'I stand by my own decision.' } : undefined,
    });
    assert.equal(own.statusCode, 400, path);
    assert.equal(own.json().error, 'decision_not_allowed');
    assert.equal(own.json().details.case, 'own_decision');
  }
  // Another moderator reverses it: the member is back, and the member's trail says so.
  const moderator = await staffBrowser(app, 'moderator');
  const post = (path: string, payload?: object) =>
    moderator.browser.request({
      method: 'POST',
      url: `/api/staff/queues/appeals/${item.id}/${path}`,
      payload,
    });
  assert.equal((await post('claim')).statusCode, 200);
  const reversed = await post('decide', {
    decision: 'reverse',
    reason: 'The messages were a joke between friends.',
  });
  assert.equal(reversed.statusCode, 200, reversed.body);
  assert.equal((await login()).statusCode, 200);
  // The member is told by mail, in words: an appeal's outcome has no ground and is final.
  const [outcome] = await app.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, 'mallory@example.com'), eq(emailOutbox.template, 'decision_statement')),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  assert.ok(outcome);
  const { text } = await composeMail(app.db, outcome);
  assert.match(
    text,
    /We have reviewed your appeal and reversed our decision\. Our moderator's explanation: /,
  );
  assert.match(text, /This decision is final\./);
  const [unban] = await auditOf(app, 'member.unban');
  assert.equal(unban?.targetId, mallory);
  assert.equal(unban?.staffId, moderator.id);
  assert.deepEqual(unban?.after, { ban: null, appealId: item.id });
});
