// Swapping a remote in the registry changes what the browser shows on the next page load: no shell
// rebuild, no server restart, the other version served side by side.
import { expect, test } from '@playwright/test';
import { browserFetchText } from '../../support/browser-fetch';
import { SWAP_REMOTE, SWAP_VERSION } from '../../support/e2e-env';
import { remoteRoot } from '../../support/pages';
import { setRemote, unsetRemote } from '../../support/registry';

test.afterEach(() => unsetRemote(SWAP_REMOTE));

test('`npm run remotes -- set` switches the landers to another built version on the next load', async ({
  page,
}) => {
  const lander = remoteRoot(page, 'mf-landers', 'landers-tinderswipe');

  await page.goto('/landers/tinderswipe');
  await expect(lander).toBeVisible();
  await expect(lander).toHaveAttribute('data-remote-version', '0.1.0');
  const shellScript = await browserFetchText(page, '/main.js');

  setRemote(SWAP_REMOTE, SWAP_VERSION);
  const swapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/mf/${SWAP_REMOTE}/${SWAP_VERSION}/`)) swapRequests.push(request.url());
  });
  await page.reload();
  await expect(lander).toBeVisible();
  await expect(lander).toHaveAttribute('data-remote-version', SWAP_VERSION);
  expect(swapRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  // The very same shell build loaded it.
  expect(await browserFetchText(page, '/main.js')).toBe(shellScript);

  unsetRemote(SWAP_REMOTE);
  await page.reload();
  await expect(lander).toHaveAttribute('data-remote-version', '0.1.0');
});
