// The routes a site serves are those its served remote versions declare (issue 29): a version that brings a
// page makes the path a page the moment it is assigned, a rollback makes it a 404 again; a build against a
// contract the shell does not provide is refused by the registry command unless forced.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildFrontendApp, fixtureRoot, remotesCommand } from './frontend-test-app';

describe('routes published by the served remote versions', () => {
  let root: string;
  let app: FastifyInstance;
  const cli = (...args: string[]) => remotesCommand(app, root, ...args);
  const status = async (url: string) => (await app.inject({ url })).statusCode;

  before(async () => {
    root = fixtureRoot({ 'mf-payments': ['0.1.0', '0.2.0', '0.3.0'], 'mf-landers': ['0.1.0', '0.2.0'] });
    // 0.2.0 of mf-payments brings a page; 0.2.0 of mf-landers a lander kind; 0.3.0 needs another contract.
    const edit = (remote: string, version: string, change: (file: Record<string, unknown>) => void) => {
      const path = join(root, remote, 'dist', version, 'routes.json');
      const file = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      change(file);
      writeFileSync(path, JSON.stringify(file));
    };
    edit('mf-payments', '0.2.0', (file) =>
      (file.routes as object[]).push({ name: 'gift-cards', path: '/credits/gift-cards', login: false }),
    );
    edit('mf-landers', '0.2.0', (file) => {
      (file.landerKinds as Record<string, unknown>).polaroid = { members: 4, leadPhotoSizes: null };
    });
    edit('mf-payments', '0.3.0', (file) => {
      file.builtAgainst = '^99.0.0';
    });
    app = await buildFrontendApp({ root, dataDir: join(root, '.data') });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a new page is served once its version is assigned, and is a 404 again after a rollback', async () => {
    assert.equal(await status('/credits/gift-cards'), 404);
    assert.equal((await cli('set', 'mf-payments', '0.2.0')).code, 0);
    assert.equal(await status('/credits/gift-cards'), 200);
    const registry = (await app.inject({ url: '/mf/remotes.json' })).json();
    assert.ok(
      registry.routes.some(
        (route: { name: string; owner: string }) =>
          route.name === 'gift-cards' && route.owner === 'mf_payments',
      ),
    );
    assert.equal((await cli('rollback', 'mf-payments')).code, 0);
    assert.equal(await status('/credits/gift-cards'), 404);
    assert.equal(await status('/credits'), 200);
  });

  test('a lander kind exists where the served mf-landers declares it, also in the sitemap', async () => {
    assert.equal(await status('/landers/polaroid'), 404);
    assert.equal((await cli('set', 'mf-landers', '0.2.0', '--site', 'flirt.test')).code, 0);
    assert.equal(await status('/landers/polaroid?_force_domain=flirt.test'), 200);
    assert.equal(await status('/landers/polaroid?_force_domain=herz.test'), 404);
    const sitemap = await app.inject({ url: '/sitemap.xml?_force_domain=flirt.test' });
    assert.match(sitemap.body, /\/landers\/polaroid<\/loc>/);
    assert.equal((await cli('unset', 'mf-landers', '--site', 'flirt.test')).code, 0);
  });

  test('a served version whose routes cannot be read keeps the package’s pages (its area fails, no 404)', async () => {
    assert.equal(
      (await cli('set', 'mf-payments', 'http://127.0.0.1:9/mf-payments/9.9.9/mf-manifest.json')).code,
      0,
    );
    assert.equal(await status('/pricing'), 200);
    assert.equal(await status('/credits/gift-cards'), 404);
    assert.equal((await cli('unset', 'mf-payments')).code, 0);
  });

  test('canary gives the new version a share beside what the remote loads now', async () => {
    const canary = await cli('canary', 'mf-payments', '0.2.0', '10');
    assert.equal(canary.code, 0, canary.output);
    assert.match((await cli('list')).output, /0\.1\.0 90 %|0\.1\.0=90|90/);
    assert.equal((await cli('canary', 'mf-payments', '0.2.0', '100')).code, 2);
    assert.equal((await cli('unset', 'mf-payments')).code, 0);
  });

  test('a build against a contract the shell does not provide is refused unless forced', async () => {
    const refused = await cli('set', 'mf-payments', '0.3.0');
    assert.equal(refused.code, 1);
    assert.match(refused.output, /built against @dating\/shared \^99\.0\.0/);
    const registry = (await app.inject({ url: '/mf/remotes.json' })).json();
    assert.match(registry.remotes.mf_payments, /0\.1\.0/);
    assert.equal((await cli('set', 'mf-payments', '0.3.0', '--force')).code, 0);
    // Served as assigned, with its range, for the shell to refuse to mount.
    const forced = (await app.inject({ url: '/mf/remotes.json' })).json();
    assert.equal(forced.contracts.mf_payments, '^99.0.0');
    assert.equal((await cli('unset', 'mf-payments')).code, 0);
  });
});
