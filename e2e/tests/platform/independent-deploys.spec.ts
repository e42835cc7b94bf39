// Issue 29: a team ships a remote with one command, and what the new version brings (a page the site has
// never seen, a lander kind) is served at once, with no shell or server rebuild or restart; a rollback makes
// the path an honest 404 again. A build against a contract the shell does not provide is refused, and,
// forced into the registry, shows its area's error state while the rest of the site works.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { DATA_DIR_ENV, REPO_ROOT } from '../../support/e2e-env';
import { remotesCommand } from '../../support/registry';
import { logInThroughApi } from '../../support/session';

// Each deploy builds a remote: minutes on this machine.
test.setTimeout(600_000);

const RUN = process.env.E2E_RUN_ID ?? String(Date.now());
const stamp = RUN.replace(/\W/g, '');
const copies: string[] = [];
const published: string[] = [];

/** A temporary copy of a remote's package (sources only), inside the repository so it resolves its packages. */
function copyRemote(remote: string): string {
  const copy = join(REPO_ROOT, 'e2e', 'test-results', `run-${RUN}`, `${remote}-copy`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, remote), copy, {
    recursive: true,
    filter: (path) => !/[\\/](dist|node_modules)$/.test(path),
  });
  copies.push(copy);
  return copy;
}

function editJson(path: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

/** `npm run deploy -- ...` against the e2e server's registry; returns its exit code and output. */
function deploy(...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/deploy.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: process.env[DATA_DIR_ENV] },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

function publishedDir(remote: string, version: string): string {
  const dir = join(REPO_ROOT, remote, 'dist', version);
  published.push(dir);
  return dir;
}

async function status(page: Page, path: string): Promise<number | undefined> {
  return (await page.goto(path))?.status();
}

test.afterAll(() => {
  for (const dir of [...copies, ...published]) rmSync(dir, { recursive: true, force: true });
});

test('a new mf-payments page is deployed, served without a rebuild, and rolled back to an honest 404', async ({
  page,
}) => {
  const version = `0.1.0-page${stamp}`;
  const copy = copyRemote('mf-payments');
  writeFileSync(
    join(copy, 'src/pages/credits-gift-cards.tsx'),
    'export default function GiftCards() {\n  return <h1>Gift cards</h1>;\n}\n',
  );
  editJson(join(copy, 'src/routes.json'), (file) => {
    (file.routes as object[]).push({
      name: 'credits-gift-cards',
      path: '/credits/gift-cards',
      layout: 'default',
    });
  });

  expect(await status(page, '/credits/gift-cards')).toBe(404);

  const result = deploy('mf-payments', '--source', copy, '--version', version, '--set');
  expect(result.code, result.output).toBe(0);
  expect(existsSync(join(publishedDir('mf-payments', version), 'routes.json'))).toBe(true);

  expect(await status(page, '/credits/gift-cards')).toBe(200);
  const root = page.locator('[data-remote-root="mf-payments"][data-route="credits-gift-cards"]');
  await expect(root).toHaveAttribute('data-remote-version', version);
  await expect(root.getByRole('heading', { name: 'Gift cards' })).toBeVisible();
  // The remote's other pages still come from the same new version.
  await page.goto('/pricing');
  await expect(page.locator('[data-remote-root="mf-payments"][data-route="pricing"]')).toBeVisible();

  remotesCommand('rollback', 'mf-payments');
  expect(await status(page, '/credits/gift-cards')).toBe(404);
  await expect(page.locator('#shell-page')).toContainText('404');
});

test('a new lander kind is a new mf-landers version, nothing else', async ({ page }) => {
  const version = `0.1.0-kind${stamp}`;
  const copy = copyRemote('mf-landers');
  editJson(join(copy, 'src/routes.json'), (file) => {
    (file.landerKinds as Record<string, unknown>).polaroid = { members: 6, leadPhotoSizes: '50vw' };
  });
  // The design: here the gallery's, under the new kind's name.
  const kindPage = join(copy, 'src/features/lander-kinds/lander-kind-page.tsx');
  const source = readFileSync(kindPage, 'utf8');
  expect(source).toContain('  video: VideoLander,\n};');
  writeFileSync(
    kindPage,
    source.replace('  video: VideoLander,\n};', '  video: VideoLander,\n  polaroid: GalleryLander,\n};'),
  );

  expect(await status(page, '/landers/polaroid')).toBe(404);

  const result = deploy('mf-landers', '--source', copy, '--version', version, '--set');
  expect(result.code, result.output).toBe(0);
  publishedDir('mf-landers', version);

  expect(await status(page, '/landers/polaroid/summer')).toBe(200);
  await expect(
    page.locator(
      `[data-remote-root="mf-landers"][data-route="landers-kind-slug"][data-remote-version="${version}"]`,
    ),
  ).toBeVisible();
  const sitemap = await page.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/landers/polaroid</loc>');

  remotesCommand('rollback', 'mf-landers');
  expect(await status(page, '/landers/polaroid')).toBe(404);
  expect(await status(page, '/landers/gallery')).toBe(200);
});

test('a new live event reaches the remote that consumes it through the unchanged shell', async ({ page }) => {
  const version = `0.1.0-live${stamp}`;
  const copy = copyRemote('mf-chat');
  // The consuming remote's new version: a page that shows the event, checking its shape itself.
  writeFileSync(
    join(copy, 'src/pages/chats-gifts.tsx'),
    [
      "import { useEffect, useState } from 'react';",
      "import { getBus } from '@dating/shared';",
      '',
      'export default function GiftsUnwrapped() {',
      "  const [gift, setGift] = useState('none yet');",
      '  useEffect(() => {',
      "    const subscription = getBus().onLive('gift.unwrapped').subscribe((payload) => {",
      '      const name = (payload as { name?: unknown }).name;',
      "      if (typeof name === 'string') setGift(name);",
      '    });',
      '    return () => subscription.unsubscribe();',
      '  }, []);',
      '  return <p data-testid="unwrapped">{gift}</p>;',
      '}',
      '',
    ].join('\n'),
  );
  editJson(join(copy, 'src/routes.json'), (file) => {
    (file.routes as object[]).push({
      name: 'chats-gifts',
      path: '/chats/gifts',
      layout: 'default',
      login: true,
    });
  });
  const result = deploy('mf-chat', '--source', copy, '--version', version, '--set');
  expect(result.code, result.output).toBe(0);
  publishedDir('mf-chat', version);

  // The API's side of a new event, which the server does not send yet: the socket is passed through and
  // the event added to it, as the API would send it.
  const live: { socket?: WebSocketRoute } = {};
  await page.routeWebSocket('**/api/live', (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => ws.send(message));
    live.socket = ws;
  });
  await logInThroughApi(page);
  await page.goto('/chats/gifts');
  const unwrapped = page.getByTestId('unwrapped');
  await expect(unwrapped).toHaveText('none yet');
  await expect.poll(() => live.socket !== undefined).toBe(true);
  // Malformed payloads are the remote's to refuse; a well-formed one shows.
  live.socket?.send(JSON.stringify({ id: null, type: 'gift.unwrapped', payload: { name: 42 } }));
  live.socket?.send(JSON.stringify({ id: null, type: 'gift.unwrapped', payload: { name: 'Red rose' } }));
  await expect(unwrapped).toHaveText('Red rose');

  remotesCommand('rollback', 'mf-chat');
});

test('a remote built against another contract is refused, and forced in, fails alone', async ({ page }) => {
  const version = `0.1.0-contract${stamp}`;
  const copy = copyRemote('mf-payments');
  editJson(join(copy, 'package.json'), (pkg) => {
    (pkg.dependencies as Record<string, string>)['@dating/shared'] = '^2.0.0';
  });

  const refused = deploy('mf-payments', '--source', copy, '--version', version, '--set');
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('built against @dating/shared ^2.0.0');
  expect(existsSync(join(publishedDir('mf-payments', version), 'mf-manifest.json'))).toBe(false);

  const forced = deploy('mf-payments', '--source', copy, '--version', version, '--force');
  expect(forced.code, forced.output).toBe(0);
  expect(() => remotesCommand('set', 'mf-payments', version)).toThrow();
  remotesCommand('set', 'mf-payments', version, '--force');

  await page.goto('/pricing');
  const area = page.locator('[data-mf-area="mf-payments"]');
  await expect(area.getByRole('alert')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('[data-remote-root="mf-payments"]')).toHaveCount(0);
  // Every other area keeps working.
  await page.goto('/members');
  await expect(page.locator('[data-remote-root="mf-members"][data-route="members"]')).toBeVisible();

  remotesCommand('rollback', 'mf-payments');
  await page.goto('/pricing');
  await expect(page.locator('[data-remote-root="mf-payments"][data-route="pricing"]')).toBeVisible();
});
