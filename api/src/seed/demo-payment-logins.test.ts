import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PAYMENT_METHODS, type PaymentMethod } from '@dating/shared/contract';
import { Browser, buildTestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { PAYMENT_DEMO_LOGINS } from './demo-payment-logins';

/** The methods column of api/DEMO.md's payment table, by login. */
function documentedMethods(): Map<string, string[]> {
  const doc = readFileSync(new URL('../../DEMO.md', import.meta.url), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const email = /^`([^`]+@[^`]+)`$/.exec(cells[1] ?? '')?.[1];
    const methods = cells[3] ?? '';
    if (email && methods.includes('`')) {
      rows.set(
        email,
        [...methods.matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1]!),
      );
    }
  }
  return rows;
}

test('each of the 24 payment methods is offered to some demo login, as api/DEMO.md lists them', async (t) => {
  const { app } = await buildTestApp(t, { seedDemo: true, demoProfiles: 20 });
  const documented = documentedMethods();
  const offered = new Set<PaymentMethod>();
  for (const account of [...DEMO_ACCOUNTS, ...PAYMENT_DEMO_LOGINS]) {
    const browser = new Browser(app, account.domain);
    const login = await browser.login(account.email, account.password);
    assert.equal(login.statusCode, 200, `${account.email} logs in`);
    const offer = (await browser.get('/api/bundles.php')).json() as {
      methods: { id: PaymentMethod }[];
      bundles: unknown[];
    };
    assert.ok(offer.bundles.length > 0, `${account.email} is offered bundles`);
    const methods = offer.methods.map((method) => method.id);
    for (const method of methods) offered.add(method);
    const local = 'localMethods' in account ? account.localMethods : [];
    for (const method of local) assert.ok(methods.includes(method), `${account.email} is offered ${method}`);
    const listed = documented.get(account.email);
    assert.ok(listed, `api/DEMO.md lists ${account.email}`);
    assert.deepEqual([...listed].sort(), [...methods].sort(), `api/DEMO.md is right about ${account.email}`);
  }
  assert.deepEqual([...offered].sort(), [...PAYMENT_METHODS].sort());
});
