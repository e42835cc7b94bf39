import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  creditBundles,
  creditLedger,
  directDebitMandates,
  emailOutbox,
  payments,
  users,
} from '../../db/schema/index';
import { composeMail } from '../mail-delivery/compose-mail';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const TOKEN = 'direct-debit-staff-token-0123456789';
const IBAN = 'NL91 ABNA 0417 1643 00';
const OTHER_IBAN = 'DE89370400440532013000';

function form(bundleId: number, overrides: Record<string, unknown> = {}) {
  return {
    bundle_id: bundleId,
    account_holder: 'Anna de Vries',
    iban: IBAN,
    street: 'Keizersgracht',
    house_number: '12a',
    postal_code: '1015 CJ',
    city: 'Amsterdam',
    mobile: '+31 6 12345678',
    authorized: true,
    ...overrides,
  };
}

/** The code of the newest SMS to `to`, read from the development outbox as staff would. */
async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox.json?to=${encodeURIComponent(to)}`,
    headers: { host: 'flirt.test', authorization: `Bearer ${TOKEN}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  const [newest] = response.json() as { body: string }[];
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  assert.ok(code, `no code in ${newest?.body}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('SEPA direct debit with an SMS code', async (t) => {
  process.env.ADMIN_TOKEN = TOKEN;
  t.after(() => delete process.env.ADMIN_TOKEN);
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle, big] = await app.db
    .insert(creditBundles)
    .values([
      { siteId: flirt.id, credits: 100, amountCents: 2499, currency: 'EUR' },
      { siteId: flirt.id, credits: 2000, amountCents: 29_999, currency: 'EUR' },
    ])
    .returning();
  let members = 0;
  // Signed up long ago: no time bonus or welcome discount, so the debit is the bundle's price.
  const newMember = async (signupDate = new Date(Date.now() - 10 * 86_400_000)) => {
    members += 1;
    const email = `dd${members}@example.com`;
    const id = await createMember(app.db, { siteId: flirt.id, email, name: `Member ${members}`, signupDate });
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return { id, browser, email };
  };
  const post = (browser: Browser, url: string, payload: unknown) =>
    browser.request({ method: 'POST', url, payload });
  const start = async (browser: Browser, overrides: Record<string, unknown> = {}) =>
    post(browser, '/api/directdebit.php', form(bundle!.id, overrides));
  const credits = async (id: number) =>
    (await app.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;

  await t.test('the right code credits the bundle once, with a mandate reference and a mail', async () => {
    const { id, browser, email } = await newMember();
    const started = await start(browser);
    assert.equal(started.statusCode, 200, started.body);
    const { mandate_id: mandateId, mobile_masked: masked } = started.json();
    assert.equal(masked, '+316••••••78');
    const code = await latestCode(app, '+31612345678');

    const wrong = await post(browser, '/api/directdebit-confirm.php', {
      mandate_id: mandateId,
      code: wrongCode(code),
    });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.json().error, 'sms_code_invalid');
    assert.equal(wrong.json().attempts_left, 4);

    const confirmed = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const result = confirmed.json();
    assert.equal(result.status, 'completed');
    assert.equal(result.balance, 100);
    assert.match(result.mandate_reference, /^FLIRT-0+\d+$/);
    assert.equal(await credits(id), 100);
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, result.payment_id));
    assert.equal(payment?.paymentMethod, 'sepa_direct_debit');
    assert.equal(payment?.amountCents, 2499);
    const [member] = await app.db.select().from(users).where(eq(users.id, id));
    assert.equal(member?.paidUser, true, 'the first purchase makes the member premium');

    // The code is spent: the same confirmation again answers the same payment and books nothing.
    const again = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().payment_id, result.payment_id);
    assert.equal(await credits(id), 100);

    const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    assert.equal(mail?.template, 'direct_debit_prenotification');
    const composed = await composeMail(app.db, mail!);
    assert.match(composed.text, /€24\.99/);
    assert.ok(composed.text.includes(result.mandate_reference));
    assert.ok(composed.text.includes('NL91 •••• •••• 4300'));
    assert.ok(!composed.text.includes('0417164300'), 'the mail never shows the whole IBAN');

    const status = (await browser.get('/api/directdebit.php')).json();
    assert.equal(status.mandate.reference, result.mandate_reference);
    assert.equal(status.mandate.iban_masked, 'NL91 •••• •••• 4300');
    assert.equal(status.blocked, false);
  });

  await t.test('five wrong codes spend the code; an expired code is refused', async () => {
    const { id, browser } = await newMember();
    const started = await start(browser);
    const mandateId = started.json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await post(browser, '/api/directdebit-confirm.php', {
        mandate_id: mandateId,
        code: wrongCode(code),
      });
      assert.equal(wrong.json().error, attempt < 5 ? 'sms_code_invalid' : 'sms_code_attempts_exceeded');
    }
    const late = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(late.statusCode, 429);
    assert.equal(late.json().error, 'sms_code_attempts_exceeded');
    assert.equal(await credits(id), 0);

    const second = await start(browser);
    const secondId = second.json().mandate_id as number;
    const secondCode = await latestCode(app, '+31612345678');
    await app.db
      .update(directDebitMandates)
      .set({ smsExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(directDebitMandates.id, secondId));
    const expired = await post(browser, '/api/directdebit-confirm.php', {
      mandate_id: secondId,
      code: secondCode,
    });
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().error, 'sms_code_expired');
    assert.equal(await credits(id), 0);
  });

  await t.test('a new code only after the wait; it replaces the old one', async () => {
    const { id, browser } = await newMember();
    const mandateId = (await start(browser, { mobile: '+31 6 11112222' })).json().mandate_id as number;
    const first = await latestCode(app, '+31611112222');
    const early = await post(browser, '/api/directdebit-resend.php', { mandate_id: mandateId });
    assert.equal(early.statusCode, 429);
    assert.equal(early.json().error, 'sms_resend_too_soon');
    assert.ok(early.json().seconds > 50 && early.json().seconds <= 60);

    await app.db
      .update(directDebitMandates)
      .set({ smsSentAt: sql`now() - interval '61 seconds'` })
      .where(eq(directDebitMandates.id, mandateId));
    const resent = await post(browser, '/api/directdebit-resend.php', { mandate_id: mandateId });
    assert.equal(resent.statusCode, 200, resent.body);
    let second = await latestCode(app, '+31611112222');
    // One in a million: the new code may equal the old one; then the old one is the new one.
    if (second === first) second = first;
    else {
      const old = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code: first });
      assert.equal(old.json().error, 'sms_code_invalid');
    }
    const ok = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code: second });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(await credits(id), 100);
  });

  await t.test('concurrent confirmations credit once', async () => {
    const { id, browser } = await newMember();
    const mandateId = (await start(browser)).json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200, 200],
      answers.map((a) => a.body).join('\n'),
    );
    assert.equal(new Set(answers.map((a) => a.json().payment_id)).size, 1);
    assert.equal(await credits(id), 100);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
    assert.equal(ledger.length, 1);
    const debits = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, id), eq(payments.paymentMethod, 'sepa_direct_debit')));
    assert.equal(debits.length, 1);
  });

  await t.test('the limit per member: the amount over 30 days, then the number of debits', async () => {
    const { browser } = await newMember();
    const tooMuch = await post(browser, '/api/directdebit.php', form(big!.id));
    assert.equal(tooMuch.statusCode, 200, 'one big debit is within the limit');
    const code = await latestCode(app, '+31612345678');
    assert.equal(
      (await post(browser, '/api/directdebit-confirm.php', { mandate_id: tooMuch.json().mandate_id, code }))
        .statusCode,
      200,
    );
    const refused = await start(browser);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'direct_debit_limit_reached');

    const other = await newMember();
    for (let i = 0; i < 3; i += 1) {
      await app.db.insert(payments).values({
        userId: other.id,
        bundleId: bundle!.id,
        credits: 1,
        amountCents: 100,
        currency: 'EUR',
        paymentMethod: 'sepa_direct_debit',
        status: 'completed',
        provider: 'sepa_mandate',
        providerReference: `limit-${i}`,
      });
    }
    const fourth = await start(other.browser);
    assert.equal(fourth.json().error, 'direct_debit_limit_reached');
    assert.equal((await other.browser.get('/api/directdebit.php')).json().limit_reached, true);
  });

  await t.test('a blocked member, and a blocked bank account on another member, cannot pay', async () => {
    const { id, browser } = await newMember();
    const mandateId = (await start(browser, { iban: OTHER_IBAN })).json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    const block = await app.inject({
      method: 'POST',
      url: `/api/staff/members/${id}/direct-debit-block`,
      headers: { authorization: `Bearer ${TOKEN}`, 'x-requested-with': 'dating-web' },
      payload: { reason: 'chargeback' },
    });
    assert.equal(block.statusCode, 200, block.body);
    const pending = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(pending.statusCode, 403);
    assert.equal(pending.json().error, 'direct_debit_blocked');
    const refused = await start(browser);
    assert.equal(refused.json().error, 'direct_debit_blocked');
    assert.equal(await credits(id), 0);

    const stranger = await newMember();
    const sameAccount = await start(stranger.browser, { iban: OTHER_IBAN });
    assert.equal(sameAccount.statusCode, 403);
    assert.equal(sameAccount.json().error, 'direct_debit_blocked');

    const notStaff = await post(stranger.browser, `/api/staff/members/${stranger.id}/direct-debit-block`, {
      reason: 'chargeback',
    });
    assert.equal(notStaff.statusCode, 401);
  });

  await t.test('bad input is a 4xx, and mandates are private', async () => {
    const { browser } = await newMember();
    const badIban = await start(browser, { iban: 'NL91 ABNA 0417 1643 01' });
    assert.equal(badIban.statusCode, 400);
    assert.equal(badIban.json().details[0].code, 'invalid_iban');
    const badPhone = await start(browser, { mobile: '12345' });
    assert.equal(badPhone.statusCode, 400);
    assert.equal(badPhone.json().details[0].code, 'invalid_mobile');
    const unauthorised = await start(browser, { authorized: false });
    assert.equal(unauthorised.statusCode, 400);
    const noBundle = await start(browser, { bundle_id: 999_999 });
    assert.equal(noBundle.statusCode, 404);
    // A UK member types a national number: the profile's country is the default region.
    const national = await start(browser, { mobile: '07400 123456' });
    assert.equal(national.statusCode, 200, national.body);

    const owner = await newMember();
    const mandateId = (await start(owner.browser)).json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    const foreign = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error, 'mandate_not_found');
    const badCode = await post(browser, '/api/directdebit-confirm.php', {
      mandate_id: mandateId,
      code: '12',
    });
    assert.equal(badCode.statusCode, 400);
    const anonymous = await new Browser(app, 'flirt.test').request({
      method: 'POST',
      url: '/api/directdebit.php',
      payload: form(bundle!.id),
    });
    assert.equal(anonymous.statusCode, 403);
    assert.equal(anonymous.json().error, 'authentication_required');
    const outbox = await browser.get('/api/dev/sms-outbox.json');
    assert.equal(outbox.statusCode, 401, 'members cannot read the SMS outbox');
    const page = await app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox',
      headers: { host: 'flirt.test', authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.ok(page.body.includes('+31612345678') && page.body.includes('direct_debit_code'));
  });

  await t.test('the active discount applies as on /credits: a new member has the time bonus', async () => {
    const { id, browser } = await newMember(new Date());
    const mandateId = (await start(browser)).json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    const confirmed = await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.id, confirmed.json().payment_id));
    assert.equal(payment?.amountCents, 1874, '25 % off 24.99');
    assert.equal(payment?.baseAmountCents, 2499);
    assert.equal(payment?.discountCode, 'TIMEBONUS25');
    assert.equal(await credits(id), 100);
    // A paying member has no time bonus: the repeat costs the list price, and says what was paid last.
    const repeat = (await browser.get('/api/repeat-order.php')).json();
    assert.deepEqual(repeat.last_order, { credits: 100, amount: 1874, currency: 'EUR' });
    assert.equal(repeat.bundle.amount, 2499);
  });

  await t.test('repeat order debits the stored mandate again', async () => {
    const { id, browser } = await newMember();
    assert.equal((await browser.get('/api/repeat-order.php')).json().last_order, null);
    const none = await post(browser, '/api/repeat-order.php', {});
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().error, 'no_stored_mandate');

    const mandateId = (await start(browser)).json().mandate_id as number;
    const code = await latestCode(app, '+31612345678');
    await post(browser, '/api/directdebit-confirm.php', { mandate_id: mandateId, code });
    const status = (await browser.get('/api/repeat-order.php')).json();
    assert.deepEqual(status.bundle, { id: bundle!.id, credits: 100, amount: 2499, currency: 'EUR' });
    assert.equal(status.method, 'sepa_direct_debit');

    const repeated = await post(browser, '/api/repeat-order.php', {});
    assert.equal(repeated.statusCode, 200, repeated.body);
    assert.equal(repeated.json().balance, 200);
    assert.equal(await credits(id), 200);
  });
});
