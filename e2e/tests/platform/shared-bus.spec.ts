// Two remotes on one page share one bus and one React: mf-signup's login form announces the session, and
// mf-chat's widget in the shell's header (a parcel) shows it, while neither downloads its own copy of the
// shared libraries.
import { expect, test, type Page } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { remoteRoot } from '../../support/pages';
import { DEMO_USER } from '../../support/session';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The files a remote would download if it used its own copy of a shared library instead of the shell's. */
async function ownCopiesOfSharedLibraries(page: Page, remote: string): Promise<string[]> {
  const registry = await browserFetchJson<{ remotes: Record<string, string> }>(page, '/mf/remotes.json');
  const manifestUrl = registry.remotes[remote.replace('-', '_')]!;
  const manifest = await browserFetchJson<Manifest>(page, manifestUrl);
  const base = new URL(manifestUrl, page.url());
  return manifest.shared
    .filter((entry) =>
      ['react', 'react-dom', 'react-dom/client', '@dating/shared', 'rxjs'].includes(entry.name),
    )
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => new URL(file, base).pathname);
}

test('mf-signup logs in and mf-chat, mounted at the same time, sees the session on the same bus', async ({
  page,
}) => {
  await page.goto('/login?next=%2Fmembers');
  const login = remoteRoot(page, 'mf-signup', 'login');
  await expect(login).toBeVisible();
  // Logged out, the header offers a login and no messages link.
  await expect(page.locator('[data-widget="unread-indicator"]')).toHaveCount(0);

  await login.getByLabel('E-mail address').fill(DEMO_USER.email);
  await login.getByLabel('Password').fill(DEMO_USER.password);
  await login.getByRole('button', { name: 'Log in' }).click();

  // The login page sent the visitor on, and mf-members now shows the page...
  await expect(page).toHaveURL(/\/members$/);
  await expect(remoteRoot(page, 'mf-members', 'members')).toBeVisible();
  // ...while mf-chat's widget in the header renders the session mf-signup published.
  const indicator = page.locator('[data-remote="mf-chat"][data-widget="unread-indicator"]');
  await expect(indicator).toBeVisible();
  // Its label carries the member's unread count (the demo's conversations go on while the suite runs).
  await expect(indicator).toHaveAccessibleName(/^Messages, (no|\d+) unread messages?$/);
  await expect(indicator).toHaveAttribute('href', '/chats');

  // One React and one bus: no remote fetched its own copy of the shared singletons.
  const downloaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  for (const remote of ['mf-signup', 'mf-chat', 'mf-members']) {
    const ownCopies = await ownCopiesOfSharedLibraries(page, remote);
    expect(ownCopies.length, `${remote} declares shared fallbacks`).toBeGreaterThan(0);
    expect(
      downloaded.filter((path) => ownCopies.includes(path)),
      remote,
    ).toEqual([]);
  }
});

test('a failed login shows the translated error and publishes no session', async ({ page }) => {
  await page.goto('/login');
  const login = remoteRoot(page, 'mf-signup', 'login');
  await login.getByLabel('E-mail address').fill(DEMO_USER.email);
  await login.getByLabel('Password').fill('not the password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Login failed, please try again');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-widget="unread-indicator"]')).toHaveCount(0);
});
