// The first pages a visitor opens must not jump while the shell and the page's remote arrive (issue 15:
// CLS <= 0.05, measured as Lighthouse does, on a phone, logged out). The score itself is bench:vitals'.
import { expect, test } from '@playwright/test';
import { layoutShift, recordLayoutShift } from '../../support/layout-shift';

test.use({ viewport: { width: 412, height: 823 } });

test('the entry pages keep their layout while they load', async ({ page, request }) => {
  const answer = await request.get('/api/lander-members.php?limit=1');
  const { members } = (await answer.json()) as { members: { id: number }[] };
  const memberId = members[0]?.id;
  expect(memberId).toBeDefined();
  await recordLayoutShift(page);
  for (const path of ['/', '/members', `/members/${memberId}`, '/pages/terms', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Late work (photos, the footer, session-dependent parts) has a moment to move things.
    await page.waitForTimeout(1000);
    expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05);
  }
});
