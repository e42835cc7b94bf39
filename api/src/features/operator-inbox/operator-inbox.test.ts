// The operator inbox's API: the queue, claims (two operators racing: one wins, on PostgreSQL too when
// DATABASE_URL is set), answers through the members' send path, what an operator may see, facts, figures,
// and the demo responder keeping quiet while an operator is on duty.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { LiveFrame } from '@dating/shared/contract';
import {
  messages,
  operatorAnswers,
  operatorClaims,
  operatorLanguages,
  operatorSiteSettings,
  photos,
  staffAudit,
  users,
} from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { staffBrowser } from '../../testing/staff';
import { Browser, buildTestApp } from '../../testing/test-app';
import { operatorOnDuty } from './operators-on-duty';

async function world(t: Parameters<typeof buildTestApp>[0]) {
  const { app, config } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, {
    siteId: flirt.id,
    email: 'anna@x.test',
    name: 'Anna',
    isFictional: true,
    gender: 'female',
  });
  const bea = await createMember(app.db, {
    siteId: flirt.id,
    email: 'bea@x.test',
    name: 'Bea',
    isFictional: true,
    gender: 'female',
  });
  const tom = await createMember(app.db, { siteId: flirt.id, email: 'tom@x.test', name: 'Tom', credits: 50 });
  const jan = await createMember(app.db, { siteId: flirt.id, email: 'jan@x.test', name: 'Jan' });
  const herzFake = await createMember(app.db, {
    siteId: herz.id,
    email: 'h@x.test',
    name: 'Heidi',
    isFictional: true,
  });
  const herzMember = await createMember(app.db, { siteId: herz.id, email: 'hm@x.test', name: 'Hans' });
  return { app, config, flirt, herz, anna, bea, tom, jan, herzFake, herzMember };
}

async function memberBrowser(app: FastifyInstance, email: string, host = 'flirt.test') {
  const browser = new Browser(app, host);
  await browser.login(email, FIXTURE_PASSWORD);
  return browser;
}

async function write(browser: Browser, profileId: number, body = 'Hello there, how are you?') {
  const response = await browser.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile_id: profileId, body, client_message_id: randomUUID() },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { conversation_id: number; credits: number; message: { id: number } };
}

const post = (browser: Browser, url: string, payload?: unknown) =>
  browser.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

const ANSWER = 'Hi Tom! I am fine, thanks for asking. And you?';

test('queue: a member’s unanswered message to a fictional profile waits, oldest first; an answer takes it out', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const jan = await memberBrowser(w.app, 'jan@x.test');
  const first = await write(tom, w.anna);
  await w.app.db.execute(
    sql`update operator_queue set waiting_since = now() - interval '5 minutes' where conversation_id = ${first.conversation_id}`,
  );
  await write(tom, w.anna, 'Are you there? I would love to hear from you');
  const second = await write(jan, w.bea);
  // Two real members: never in the queue.
  await write(tom, w.jan);
  const operator = await staffBrowser(w.app, 'operator', { sites: [w.flirt.id] });

  const inbox = (await operator.browser.get('/api/staff/inbox')).json();
  assert.deepEqual(
    inbox.items.map((i: { conversationId: number }) => i.conversationId),
    [first.conversation_id, second.conversation_id],
  );
  assert.equal(inbox.waiting, 2);
  assert.ok(inbox.oldestWaitSeconds >= 299);
  assert.equal(inbox.items[0].member.name, 'Tom');
  assert.equal(inbox.items[0].profile.name, 'Anna');
  assert.equal(inbox.items[0].language, 'en');
  assert.equal(inbox.items[0].claimedBy, null);

  assert.equal(
    (await post(operator.browser, `/api/staff/inbox/${first.conversation_id}/claim`)).statusCode,
    200,
  );
  const claimed = (await operator.browser.get('/api/staff/inbox')).json();
  assert.equal(claimed.items[0].claimedBy.id, operator.id);

  const answered = await post(operator.browser, `/api/staff/inbox/${first.conversation_id}/answer`, {
    body: ANSWER,
    clientMessageId: randomUUID(),
  });
  assert.equal(answered.statusCode, 200, answered.body);
  const after = (await operator.browser.get('/api/staff/inbox')).json();
  assert.deepEqual(
    after.items.map((i: { conversationId: number }) => i.conversationId),
    [second.conversation_id],
  );
  // The member writes again: back in the queue, waiting from the new message.
  await write(tom, w.anna, 'Great to hear from you, Anna!');
  const again = (await operator.browser.get('/api/staff/inbox')).json();
  assert.equal(again.waiting, 2);
});

test('claims: of two operators only one holds a conversation; a lapsed claim can be taken; typing renews and shows', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const { conversation_id: id } = await write(tom, w.anna);
  const one = await staffBrowser(w.app, 'operator');
  const two = await staffBrowser(w.app, 'operator');

  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => post((i % 2 ? one : two).browser, `/api/staff/inbox/${id}/claim`)),
  );
  assert.ok(answers.some((a) => a.statusCode === 200));
  const [row] = await w.app.db.select().from(operatorClaims).where(eq(operatorClaims.conversationId, id));
  const holder = row!.staffId === one.id ? one : two;
  const other = holder === one ? two : one;
  // Every 200 went to the holder's browser; the other got 409 each time.
  for (const [i, answer] of answers.entries()) {
    const browser = i % 2 ? one : two;
    assert.equal(answer.statusCode, browser === holder ? 200 : 409, answer.body);
  }
  assert.equal((await post(other.browser, `/api/staff/inbox/${id}/typing`)).statusCode, 409);
  const refused = await post(other.browser, `/api/staff/inbox/${id}/answer`, {
    body: ANSWER,
    clientMessageId: randomUUID(),
  });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().error, 'queue_item_not_claimed');

  // Typing renews the claim and the member's tabs see the profile typing.
  const frames: LiveFrame[] = [];
  const stop = w.app.live.subscribe(w.tom, (frame) => frames.push(frame));
  await w.app.db.update(operatorClaims).set({ claimedUntil: sql`now() + interval '5 seconds'` });
  const typing = await post(holder.browser, `/api/staff/inbox/${id}/typing`);
  assert.equal(typing.statusCode, 200);
  assert.ok(new Date(typing.json().claimedUntil).getTime() > Date.now() + 60_000);
  stop();
  assert.deepEqual(
    frames.filter((f) => f.type === 'typing').map((f) => f.payload),
    [{ conversationId: id, profileId: w.anna }],
  );

  // A lapsed claim returns the conversation: the other operator takes it.
  await w.app.db.update(operatorClaims).set({ claimedUntil: sql`now() - interval '1 second'` });
  assert.equal((await post(other.browser, `/api/staff/inbox/${id}/claim`)).statusCode, 200);
  assert.equal((await post(holder.browser, `/api/staff/inbox/${id}/claim`)).statusCode, 409);
});

test('answer: as the profile through the send path, audited with the staff id the member never sees', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const sent = await write(tom, w.anna);
  const id = sent.conversation_id;
  const operator = await staffBrowser(w.app, 'operator');
  const frames: LiveFrame[] = [];
  const stop = w.app.live.subscribe(w.tom, (frame) => frames.push(frame));

  const answer = (body: string, clientMessageId = randomUUID()) =>
    post(operator.browser, `/api/staff/inbox/${id}/answer`, { body, clientMessageId });
  assert.equal((await answer(ANSWER)).json().error, 'queue_item_not_claimed');
  await post(operator.browser, `/api/staff/inbox/${id}/claim`);
  const short = await answer('Hi Tom!');
  assert.equal(short.statusCode, 422);
  assert.equal(short.json().error, 'inbox_answer_too_short');
  await w.app.db.insert(operatorSiteSettings).values({ siteId: w.flirt.id, minAnswerLength: 5 });
  const contact = await answer('Write me at anna@mail.example.com please');
  assert.equal(contact.statusCode, 422);
  assert.equal(contact.json().error, 'inbox_answer_has_contact');
  const phone = await answer('Call me: +44 7700 900123');
  assert.equal(phone.json().error, 'inbox_answer_has_contact');
  const long = await answer('x'.repeat(1001));
  assert.equal(long.statusCode, 400);
  assert.equal(long.json().error, 'message_too_long');
  const nothing = await w.app.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.senderId, w.anna));
  assert.equal(nothing.length, 0);

  const key = randomUUID();
  const ok = await answer('Hi Tom!', key);
  assert.equal(ok.statusCode, 200, ok.body);
  const messageId = ok.json().messageId as number;
  // A retry of the same press gives the same message; a second answer needs a new claim.
  assert.equal((await answer('Hi Tom!', key)).json().messageId, messageId);
  assert.equal((await answer('Hi Tom, again!')).statusCode, 409);

  const [stored] = await w.app.db.select().from(messages).where(eq(messages.id, messageId));
  assert.equal(stored!.senderId, w.anna);
  assert.equal(stored!.creditsSpent, 0);
  const [audit] = await w.app.db
    .select()
    .from(operatorAnswers)
    .where(eq(operatorAnswers.messageId, messageId));
  assert.equal(audit!.staffId, operator.id);
  assert.ok(audit!.waitedSince);
  const audits = await w.app.db.select().from(staffAudit).where(eq(staffAudit.action, 'inbox.answer'));
  assert.equal(audits.length, 1);
  assert.equal(audits[0]!.staffId, operator.id);
  const [anna] = await w.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, w.anna));
  assert.equal(anna!.credits, 0);

  // The member's chat: the answer from Anna, nothing about who wrote it; the member paid only their own message.
  stop();
  assert.ok(
    frames.some(
      (f) => f.type === 'message.new' && f.payload.messageId === messageId && f.payload.profileId === w.anna,
    ),
  );
  const page = await tom.get(`/api/messages.php?conversation=${id}`);
  assert.equal(page.statusCode, 200);
  const shown = page.json().messages.find((m: { id: number }) => m.id === messageId);
  assert.equal(shown.body, 'Hi Tom!');
  assert.equal(shown.sender_id, w.anna);
  assert.doesNotMatch(page.body, new RegExp(`staff|operator|${operator.email}`, 'i'));
  const [me] = await w.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, w.tom));
  assert.equal(me!.credits, 50);
});

test('concurrency: two operators pressing claim, then two sends on one claim, give exactly one answer', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const { conversation_id: id } = await write(tom, w.anna);
  const operators = await Promise.all([staffBrowser(w.app, 'operator'), staffBrowser(w.app, 'operator')]);
  const claims = await Promise.all(operators.map((o) => post(o.browser, `/api/staff/inbox/${id}/claim`)));
  assert.deepEqual(claims.map((c) => c.statusCode).sort(), [200, 409]);
  const winner = operators[claims.findIndex((c) => c.statusCode === 200)]!;
  const sends = await Promise.all(
    [0, 1, 2].map((i) =>
      post(winner.browser, `/api/staff/inbox/${id}/answer`, {
        body: `${ANSWER} (${i})`,
        clientMessageId: randomUUID(),
      }),
    ),
  );
  assert.deepEqual(sends.map((s) => s.statusCode).sort(), [200, 409, 409]);
  const written = await w.app.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.senderId, w.anna));
  assert.equal(written.length, 1);
});

test('permissions: only fictional conversations of the operator’s sites and languages; ids guessed give 403', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const fictional = await write(tom, w.anna);
  const real = await write(tom, w.jan);
  const hans = await memberBrowser(w.app, 'hm@x.test', 'herz.test');
  const herz = await write(hans, w.herzFake);
  const flirtOnly = await staffBrowser(w.app, 'operator', { sites: [w.flirt.id] });

  for (const id of [real.conversation_id, herz.conversation_id, 999_999]) {
    for (const [method, url] of [
      ['GET', `/api/staff/inbox/${id}`],
      ['POST', `/api/staff/inbox/${id}/claim`],
      ['POST', `/api/staff/inbox/${id}/typing`],
    ] as const) {
      const response = await flirtOnly.browser.request({ method, url });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
      assert.equal(response.json().error, 'inbox_conversation_forbidden');
    }
    const answer = await post(flirtOnly.browser, `/api/staff/inbox/${id}/answer`, {
      body: ANSWER,
      clientMessageId: randomUUID(),
    });
    assert.equal(answer.statusCode, 403);
  }
  const queue = (await flirtOnly.browser.get('/api/staff/inbox')).json();
  assert.deepEqual(
    queue.items.map((i: { conversationId: number }) => i.conversationId),
    [fictional.conversation_id],
  );
  assert.equal((await flirtOnly.browser.get(`/api/staff/inbox?site=${w.herz.id}`)).statusCode, 403);

  // Languages: an operator for German only sees nothing of English-speaking Tom.
  const german = await staffBrowser(w.app, 'operator');
  await w.app.db.insert(operatorLanguages).values({ staffId: german.id, languages: ['de'] });
  assert.equal((await german.browser.get('/api/staff/inbox')).json().items.length, 0);
  assert.equal((await german.browser.get(`/api/staff/inbox/${fictional.conversation_id}`)).statusCode, 403);

  // Roles without the inbox, and members, get nothing.
  const moderator = await staffBrowser(w.app, 'moderator');
  assert.equal((await moderator.browser.get('/api/staff/inbox')).json().error, 'staff_permission_denied');
  assert.equal((await tom.get('/api/staff/inbox')).statusCode, 401);

  // Admin sets the languages (audited); an operator may not.
  const admin = await staffBrowser(w.app, 'admin');
  const setLanguages = (browser: Browser) =>
    browser.request({
      method: 'PUT',
      url: `/api/staff/inbox/operators/${flirtOnly.id}/languages`,
      payload: { languages: ['da'] },
    });
  assert.equal((await setLanguages(flirtOnly.browser)).statusCode, 403);
  assert.equal((await setLanguages(admin.browser)).statusCode, 200);
  assert.equal((await flirtOnly.browser.get('/api/staff/inbox')).json().items.length, 0);
});

test('languages: a site-limited admin changes only operators whose sites all lie within their own', async (t) => {
  const w = await world(t);
  const limitedAdmin = await staffBrowser(w.app, 'admin', { sites: [w.flirt.id] });
  const admin = await staffBrowser(w.app, 'admin');
  const everySite = await staffBrowser(w.app, 'operator');
  const herzOnly = await staffBrowser(w.app, 'operator', { sites: [w.herz.id] });
  const both = await staffBrowser(w.app, 'operator', { sites: [w.flirt.id, w.herz.id] });
  const flirtOnly = await staffBrowser(w.app, 'operator', { sites: [w.flirt.id] });
  const setLanguages = (browser: Browser, staffId: number) =>
    browser.request({
      method: 'PUT',
      url: `/api/staff/inbox/operators/${staffId}/languages`,
      payload: { languages: ['de'] },
    });

  // Outside the admin's sites, or no such account: the accounts routes' 403, and nothing changes.
  for (const staffId of [everySite.id, herzOnly.id, both.id, 999_999]) {
    const refused = await setLanguages(limitedAdmin.browser, staffId);
    assert.equal(refused.statusCode, 403, `operator ${staffId}`);
    assert.equal(refused.json().error, 'staff_site_forbidden');
  }
  assert.deepEqual(await w.app.db.select().from(operatorLanguages), []);
  assert.equal(
    (await w.app.db.select().from(staffAudit).where(eq(staffAudit.action, 'inbox.languages'))).length,
    0,
  );

  assert.equal((await setLanguages(limitedAdmin.browser, flirtOnly.id)).statusCode, 200);
  assert.equal((await setLanguages(admin.browser, everySite.id)).statusCode, 200);
  assert.equal((await setLanguages(admin.browser, 999_999)).statusCode, 404);
  const rows = await w.app.db.select({ staffId: operatorLanguages.staffId }).from(operatorLanguages);
  assert.deepEqual(
    rows.map((row) => row.staffId).sort((a, b) => a - b),
    [everySite.id, flirtOnly.id].sort((a, b) => a - b),
  );
});

test('audit: claims, releases and facts of the inbox each leave a row on the member and site; typing none', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const { conversation_id: id } = await write(tom, w.anna);
  const operator = await staffBrowser(w.app, 'operator', { sites: [w.flirt.id] });
  const other = await staffBrowser(w.app, 'operator');
  const rows = async () =>
    (await w.app.db.select().from(staffAudit).orderBy(staffAudit.id))
      .filter((row) => row.action.startsWith('inbox.'))
      .map((row) => ({
        action: row.action,
        staffId: row.staffId,
        target: `${row.targetType}:${row.targetId}`,
        siteId: row.siteId,
        after: row.after,
      }));

  const claimed = await post(operator.browser, `/api/staff/inbox/${id}/claim`);
  assert.equal(claimed.statusCode, 200);
  assert.equal((await post(other.browser, `/api/staff/inbox/${id}/claim`)).statusCode, 409);
  assert.equal((await post(operator.browser, `/api/staff/inbox/${id}/typing`)).statusCode, 200);
  assert.equal((await post(operator.browser, `/api/staff/inbox/${id}/release`)).statusCode, 200);
  // Letting go of what one does not hold changes nothing, and is not recorded.
  assert.equal((await post(operator.browser, `/api/staff/inbox/${id}/release`)).statusCode, 200);
  const facts = [
    ['member', 'Has a dog called Rex'],
    ['profile', 'Works as a nurse'],
  ] as const;
  for (const [about, text] of facts)
    assert.equal(
      (await post(operator.browser, `/api/staff/inbox/${id}/facts`, { about, text })).statusCode,
      200,
    );

  const audit = await rows();
  const factIds = audit
    .filter((row) => row.action === 'inbox.fact')
    .map((row) => (row.after as { factId: number }).factId);
  assert.deepEqual(audit, [
    {
      action: 'inbox.claim',
      staffId: operator.id,
      target: `member:${w.tom}`,
      siteId: w.flirt.id,
      after: { conversationId: id, profileId: w.anna, claimedUntil: claimed.json().claimedUntil },
    },
    {
      action: 'inbox.release',
      staffId: operator.id,
      target: `member:${w.tom}`,
      siteId: w.flirt.id,
      after: { conversationId: id, profileId: w.anna },
    },
    {
      action: 'inbox.fact',
      staffId: operator.id,
      target: `member:${w.tom}`,
      siteId: w.flirt.id,
      after: { factId: factIds[0], about: 'member', text: 'Has a dog called Rex', conversationId: id },
    },
    {
      action: 'inbox.fact',
      staffId: operator.id,
      target: `member:${w.anna}`,
      siteId: w.flirt.id,
      after: { factId: factIds[1], about: 'profile', text: 'Works as a nurse', conversationId: id },
    },
  ]);
  assert.ok(factIds.every((factId) => Number.isInteger(factId)));
  // A refused fact (empty) is stored nowhere.
  assert.equal(
    (await post(operator.browser, `/api/staff/inbox/${id}/facts`, { about: 'member', text: ' ' })).statusCode,
    400,
  );
  assert.equal((await rows()).length, 4);
});

test('answer screen: both profiles, facts on both sides, a profile photo sent as a paid photo message', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const { conversation_id: id } = await write(tom, w.anna);
  const operator = await staffBrowser(w.app, 'operator');
  mkdirSync(w.config.uploadsDir, { recursive: true });
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(w.config.uploadsDir, 'anna-1.jpg'), jpeg);
  const [photo] = await w.app.db
    .insert(photos)
    .values({
      userId: w.anna,
      filename: 'anna-1.jpg',
      thumbFilename: 'anna-1-thumb.jpg',
      status: 'active',
      isMain: true,
    })
    .returning({ id: photos.id });

  const fact = (about: string, text: string) =>
    post(operator.browser, `/api/staff/inbox/${id}/facts`, { about, text });
  assert.equal((await fact('member', 'Has a dog called Rex')).statusCode, 200);
  assert.equal((await fact('profile', 'Works as a nurse')).statusCode, 200);
  assert.equal((await fact('member', '')).statusCode, 400);
  const screen = (await operator.browser.get(`/api/staff/inbox/${id}`)).json();
  assert.equal(screen.member.name, 'Tom');
  assert.equal(screen.member.language, 'en');
  assert.equal(screen.member.city, 'Canterbury');
  // Interests are named in the operator's own language.
  assert.deepEqual(screen.member.interests, ['Travel', 'Music']);
  const germanOperator = await staffBrowser(w.app, 'operator', { locale: 'de' });
  const inGerman = (await germanOperator.browser.get(`/api/staff/inbox/${id}`)).json();
  assert.deepEqual(inGerman.member.interests, ['Reisen', 'Musik']);
  assert.equal(screen.profile.fictional, true);
  assert.equal(screen.profile.photos[0].id, photo!.id);
  assert.deepEqual(
    screen.facts.map((f: { about: string; text: string }) => [f.about, f.text]),
    [
      ['member', 'Has a dog called Rex'],
      ['profile', 'Works as a nurse'],
    ],
  );
  assert.equal(screen.messages.length, 1);
  assert.equal(screen.messages[0].fromMember, true);
  assert.equal(screen.minAnswerLength, 20);

  // Someone else's photo is refused; the profile's own goes out as a photo message, locked for a free member.
  await post(operator.browser, `/api/staff/inbox/${id}/claim`);
  const [tomPhoto] = await w.app.db
    .insert(photos)
    .values({ userId: w.tom, filename: 'tom-1.jpg', thumbFilename: 'tom-1-thumb.jpg', status: 'active' })
    .returning({ id: photos.id });
  const foreign = await post(operator.browser, `/api/staff/inbox/${id}/photo`, {
    photoId: tomPhoto!.id,
    clientMessageId: randomUUID(),
  });
  assert.equal(foreign.statusCode, 404);
  const sent = await post(operator.browser, `/api/staff/inbox/${id}/photo`, {
    photoId: photo!.id,
    clientMessageId: randomUUID(),
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const page = (await tom.get(`/api/messages.php?conversation=${id}`)).json();
  const shown = page.messages.find((m: { id: number }) => m.id === sent.json().messageId);
  assert.equal(shown.kind, 'photo');
  assert.equal(shown.photo.locked, true);
  const staffView = (await operator.browser.get(`/api/staff/inbox/${id}`)).json();
  assert.equal(staffView.messages.at(-1).staffName.length > 0, true);
});

test('figures: answers and first-answer times per site and operator, waiting count and oldest wait', async (t) => {
  const w = await world(t);
  const tom = await memberBrowser(w.app, 'tom@x.test');
  const jan = await memberBrowser(w.app, 'jan@x.test');
  const { conversation_id: id } = await write(tom, w.anna);
  await write(jan, w.bea);
  await w.app.db.execute(
    sql`update operator_queue set waiting_since = now() - interval '100 seconds' where conversation_id = ${id}`,
  );
  const operator = await staffBrowser(w.app, 'operator');
  await post(operator.browser, `/api/staff/inbox/${id}/claim`);
  await post(operator.browser, `/api/staff/inbox/${id}/answer`, {
    body: ANSWER,
    clientMessageId: randomUUID(),
  });
  const figures = (await operator.browser.get('/api/staff/inbox/figures')).json();
  const flirt = figures.sites.find((s: { siteId: number }) => s.siteId === w.flirt.id);
  assert.equal(flirt.answers24h, 1);
  assert.equal(flirt.answersLastHour, 1);
  assert.ok(flirt.medianFirstAnswerSeconds >= 100 && flirt.medianFirstAnswerSeconds < 130);
  assert.equal(flirt.p90FirstAnswerSeconds, flirt.medianFirstAnswerSeconds);
  assert.equal(flirt.waiting, 1);
  assert.ok(flirt.oldestWaitSeconds >= 0);
  const herz = figures.sites.find((s: { siteId: number }) => s.siteId === w.herz.id);
  assert.equal(herz.answers24h, 0);
  assert.equal(herz.medianFirstAnswerSeconds, null);
  assert.deepEqual(
    figures.operators.map((o: { staffId: number; answers24h: number }) => [o.staffId, o.answers24h]),
    [[operator.id, 1]],
  );
  // A marketing account has no figures of the inbox.
  const marketing = await staffBrowser(w.app, 'marketing');
  assert.equal((await marketing.browser.get('/api/staff/inbox/figures')).statusCode, 403);
});

test('the demo responder keeps quiet while an operator of the site is logged in', async (t) => {
  const w = await world(t);
  assert.equal(await operatorOnDuty(w.app.db, w.flirt.id), false);
  const herzOperator = await staffBrowser(w.app, 'operator', { sites: [w.herz.id] });
  assert.equal(await operatorOnDuty(w.app.db, w.flirt.id), false);
  assert.equal(await operatorOnDuty(w.app.db, w.herz.id), true);
  await post(herzOperator.browser, '/api/staff/logout');
  assert.equal(await operatorOnDuty(w.app.db, w.herz.id), false);
  await staffBrowser(w.app, 'operator');
  assert.equal(await operatorOnDuty(w.app.db, w.flirt.id), true);
});
