import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES } from '@dating/shared/contract';
import { staffAccounts, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';
import { assertNotLastAdmin } from '../accounts/staff-account-routes';
import { totpCode } from '../auth/staff-totp';

const PASSWORD = 'a long password for the new one';

/** Uses a setup link as the new staff member would: password, then the first code. */
async function useSetupLink(app: Parameters<typeof staffBrowser>[0], setupPath: string) {
  const token = setupPath.replace('/staff/setup#', '');
  const browser = new Browser(app);
  const setup = await browser.request({
    method: 'POST',
    url: '/api/staff/setup',
    payload: { token, password: PASSWORD },
  });
  if (setup.statusCode !== 200) return { browser, status: setup.statusCode, token };
  const { secret } = setup.json() as { secret: string };
  const confirm = await browser.request({
    method: 'POST',
    url: '/api/staff/setup/confirm',
    payload: { token, code: totpCode(secret) },
  });
  return { browser, status: confirm.statusCode, token, secret };
}

test('only admin may manage staff accounts', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  for (const role of STAFF_ROLES) {
    const { browser } = await staffBrowser(app, role);
    const list = await browser.get('/api/staff/accounts');
    const create = await browser.request({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email: `new-${role}@staff.test`, name: 'New', role: 'support', sites: null },
    });
    if (role === 'admin') {
      assert.equal(list.statusCode, 200);
      assert.equal(create.statusCode, 201, create.body);
    } else {
      assert.equal(list.statusCode, 403, role);
      assert.equal(create.statusCode, 403, role);
      assert.equal(create.json().error, 'staff_permission_denied');
    }
  }
  assert.equal((await new Browser(app).get('/api/staff/accounts')).statusCode, 401);
});

test('a new account: the setup link is answered once, works once, and is in neither the audit nor the log', async (t) => {
  const log: string[] = [];
  const { app } = await buildTestApp(t, {}, undefined, { write: (line) => void log.push(line) });
  await createSites(app.db);
  const admin = await staffBrowser(app, 'admin');
  const created = await admin.browser.request({
    method: 'POST',
    url: '/api/staff/accounts',
    payload: { email: ' Mo@Staff.test ', name: 'Mo', role: 'moderator', sites: null },
  });
  assert.equal(created.statusCode, 201, created.body);
  const answer = created.json() as {
    account: { id: number; email: string; twoFactor: string; disabled: boolean };
    setupPath: string;
  };
  assert.equal(answer.account.email, 'mo@staff.test');
  assert.equal(answer.account.twoFactor, 'pending');
  assert.match(answer.setupPath, /^\/staff\/setup#[\w-]{40,}$/);

  const listed = (await admin.browser.get('/api/staff/accounts')).json() as { accounts: unknown[] };
  assert.ok(!JSON.stringify(listed).includes('setup#'), 'the list never shows the link again');

  const used = await useSetupLink(app, answer.setupPath);
  assert.equal(used.status, 200);
  assert.equal((await used.browser.get('/api/staff/me')).json().staff.role, 'moderator');
  const again = await useSetupLink(app, answer.setupPath);
  assert.equal(again.status, 400, 'the link works once');

  const audit = await app.db.select().from(staffAudit);
  const token = used.token;
  assert.ok(audit.some((row) => row.action === 'staff.created' && row.staffId === admin.id));
  // Both steps of the link are in the new account's trail: choosing the password, and the first code.
  for (const action of ['staff.setup_started', 'staff.setup'])
    assert.ok(
      audit.some((row) => row.action === action && row.targetId === answer.account.id),
      action,
    );
  assert.ok(!JSON.stringify(audit).includes(token), 'the token is not in the audit');
  // Whatever logs an answer or a body with the link or token (an error with its context) writes it redacted.
  app.log.info({ answer: { setupPath: answer.setupPath }, body: { token } }, 'context');
  assert.ok(log.length > 0);
  assert.ok(!log.join('\n').includes(token), 'the token is not in the log');

  // The same address again (in any case) is refused and nothing is made.
  const twice = await admin.browser.request({
    method: 'POST',
    url: '/api/staff/accounts',
    payload: { email: 'MO@staff.test', name: 'Mo 2', role: 'support', sites: null },
  });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().error, 'staff_email_taken');
  assert.equal(
    (await app.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'mo@staff.test'))).length,
    1,
  );
});

test('bad input to create: a clear 4xx and no account', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const admin = await staffBrowser(app, 'admin');
  const before = (await app.db.select().from(staffAccounts)).length;
  const cases: [unknown, number, string][] = [
    [{ email: 'nope', name: 'X', role: 'support', sites: null }, 400, 'validation_failed'],
    [{ email: 'x@staff.test', name: 'X', role: 'king', sites: null }, 400, 'validation_failed'],
    [{ email: 'x@staff.test', name: '', role: 'support', sites: null }, 400, 'validation_failed'],
    [{ email: 'x@staff.test', name: 'X', role: 'support', sites: [] }, 400, 'validation_failed'],
    [{ email: 'x@staff.test', name: 'X', role: 'support', sites: [987654] }, 400, 'staff_site_unknown'],
  ];
  for (const [payload, status, error] of cases) {
    const response = await admin.browser.request({ method: 'POST', url: '/api/staff/accounts', payload });
    assert.equal(response.statusCode, status, JSON.stringify(payload));
    assert.equal(response.json().error, error, JSON.stringify(payload));
  }
  assert.equal((await app.db.select().from(staffAccounts)).length, before);

  // One address sent twice at once: one account, the other answer a 409.
  const twice = await Promise.all(
    [1, 2].map(() =>
      admin.browser.request({
        method: 'POST',
        url: '/api/staff/accounts',
        payload: { email: 'race@staff.test', name: 'Race', role: 'support', sites: null },
      }),
    ),
  );
  assert.deepEqual(twice.map((response) => response.statusCode).sort(), [201, 409]);
  assert.equal((await app.db.select().from(staffAccounts)).length, before + 1);
});

test('an admin cannot disable, demote or reset themselves; role changes are audited before and after', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const admin = await staffBrowser(app, 'admin');
  const other = await staffBrowser(app, 'support');
  const own = (action: string) =>
    admin.browser.request({
      method: 'POST',
      url: `/api/staff/accounts/${admin.id}/${action}`,
      payload: { reason: 'trying myself' },
    });
  for (const action of ['disable', 'reset-two-factor']) {
    const response = await own(action);
    assert.equal(response.statusCode, 409, action);
    assert.equal(response.json().error, 'staff_self_change');
  }
  for (const change of [
    { role: 'support', sites: null },
    { role: 'admin', sites: [flirt.id] },
  ]) {
    const response = await admin.browser.request({
      method: 'PATCH',
      url: `/api/staff/accounts/${admin.id}`,
      payload: { ...change, reason: 'demote myself' },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().error, 'staff_self_change');
  }
  const [me] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id));
  assert.equal(me?.role, 'admin');
  assert.equal(me?.sites, null);
  assert.equal(me?.disabledAt, null);

  const changed = await admin.browser.request({
    method: 'PATCH',
    url: `/api/staff/accounts/${other.id}`,
    payload: { role: 'moderator', sites: [flirt.id], reason: 'moves to moderation' },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal(changed.json().account.role, 'moderator');
  // The new role applies to the open session at once.
  assert.equal((await other.browser.get('/api/staff/me')).json().staff.role, 'moderator');
  const [entry] = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.update'));
  assert.equal(entry?.staffId, admin.id);
  assert.equal(entry?.targetId, other.id);
  assert.equal(entry?.reason, 'moves to moderation');
  assert.deepEqual(entry?.before, { role: 'support', sites: null, disabled: false, twoFactor: 'active' });
  assert.deepEqual(entry?.after, {
    role: 'moderator',
    sites: [flirt.id],
    disabled: false,
    twoFactor: 'active',
  });
});

test('the last active admin who sees every site cannot be demoted or disabled', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const only = await staffBrowser(app, 'admin');
  const [row] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.id, only.id));
  assert.ok(row);
  await assert.rejects(
    app.db.transaction((tx) => assertNotLastAdmin(tx, row)),
    (error: { errorId?: string }) => error.errorId === 'staff_last_admin',
  );
  // A second admin who has not set up their login yet does not count: they cannot log in.
  const pending = await only.browser.request({
    method: 'POST',
    url: '/api/staff/accounts',
    payload: { email: 'second@staff.test', name: 'Second', role: 'admin', sites: null },
  });
  assert.equal(pending.statusCode, 201);
  await assert.rejects(app.db.transaction((tx) => assertNotLastAdmin(tx, row)));
  await useSetupLink(app, (pending.json() as { setupPath: string }).setupPath);
  await app.db.transaction((tx) => assertNotLastAdmin(tx, row));
});

test("a disabled account's session stops at once; re-enabled it is active again", async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const admin = await staffBrowser(app, 'admin');
  const mod = await staffBrowser(app, 'moderator');
  assert.equal((await mod.browser.get('/api/staff/me')).statusCode, 200);
  const disabled = await admin.browser.request({
    method: 'POST',
    url: `/api/staff/accounts/${mod.id}/disable`,
    payload: { reason: 'left the company' },
  });
  assert.equal(disabled.statusCode, 200, disabled.body);
  assert.equal(disabled.json().account.disabled, true);
  const after = await mod.browser.get('/api/staff/me');
  assert.equal(after.statusCode, 401);
  assert.equal(after.json().error, 'staff_authentication_required');
  const [entry] = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.disable'));
  assert.equal(entry?.reason, 'left the company');
  assert.deepEqual((entry?.after as { disabled: boolean }).disabled, true);

  const login = () =>
    new Browser(app).request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: mod.email, password: 'staff password for tests', code: totpCode(mod.totpSecret) },
    });
  assert.equal((await login()).statusCode, 401);
  const enabled = await admin.browser.request({
    method: 'POST',
    url: `/api/staff/accounts/${mod.id}/enable`,
    payload: { reason: 'came back' },
  });
  assert.equal(enabled.json().account.disabled, false);
});

test('reset two-factor voids password and authenticator, ends sessions and answers a new link', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const admin = await staffBrowser(app, 'admin');
  const sup = await staffBrowser(app, 'support');
  const reset = await admin.browser.request({
    method: 'POST',
    url: `/api/staff/accounts/${sup.id}/reset-two-factor`,
    payload: { reason: 'lost phone' },
  });
  assert.equal(reset.statusCode, 200, reset.body);
  const answer = reset.json() as { account: { twoFactor: string }; setupPath: string };
  assert.equal(answer.account.twoFactor, 'pending');
  assert.equal((await sup.browser.get('/api/staff/me')).statusCode, 401);
  const [row] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.id, sup.id));
  assert.equal(row?.passwordHash, null);
  assert.equal(row?.totpSecret, null);
  const used = await useSetupLink(app, answer.setupPath);
  assert.equal(used.status, 200);
});

test('a site-limited admin manages only accounts within their own sites', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const limited = await staffBrowser(app, 'admin', { sites: [flirt.id] });
  const mine = await staffBrowser(app, 'moderator', { sites: [flirt.id] });
  const theirs = await staffBrowser(app, 'moderator', { sites: [herz.id] });
  const everywhere = await staffBrowser(app, 'support');

  const list = (await limited.browser.get('/api/staff/accounts')).json() as { accounts: { id: number }[] };
  const ids = list.accounts.map((account) => account.id);
  assert.ok(ids.includes(mine.id));
  assert.ok(ids.includes(limited.id));
  assert.ok(!ids.includes(theirs.id));
  assert.ok(!ids.includes(everywhere.id));

  for (const target of [theirs.id, everywhere.id, 987654]) {
    const response = await limited.browser.request({
      method: 'POST',
      url: `/api/staff/accounts/${target}/disable`,
      payload: { reason: 'not mine' },
    });
    assert.equal(response.statusCode, 403, String(target));
    assert.equal(response.json().error, 'staff_site_forbidden');
  }
  for (const sites of [null, [herz.id], [flirt.id, herz.id]]) {
    const create = await limited.browser.request({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email: `x${sites?.length ?? 0}@staff.test`, name: 'X', role: 'support', sites },
    });
    assert.equal(create.statusCode, 403, JSON.stringify(sites));
    const widen = await limited.browser.request({
      method: 'PATCH',
      url: `/api/staff/accounts/${mine.id}`,
      payload: { role: 'moderator', sites, reason: 'widen' },
    });
    assert.equal(widen.statusCode, 403, JSON.stringify(sites));
  }
  const ok = await limited.browser.request({
    method: 'POST',
    url: `/api/staff/accounts/${mine.id}/disable`,
    payload: { reason: 'mine to manage' },
  });
  assert.equal(ok.statusCode, 200);
  const [other] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.id, theirs.id));
  assert.equal(other?.disabledAt, null);
});
