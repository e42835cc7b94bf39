// Issue 32 item 4: an admin writes a site's own German terms in the back office, and a visitor of that site
// reading the terms in German sees the new text and the date it is valid from at the next page load; a
// reset brings the built-in terms back.
import { expect, test } from '@playwright/test';
import { E2E_SITE } from '../../support/e2e-env';
import { logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

const OWN_TEXT_API = `/api/staff/sites/${E2E_SITE}/content-pages/terms/de`;

test("an admin edits the site's German terms and a visitor reading them in German sees the new text", async ({
  page,
  browser,
}) => {
  const title = `Nutzungsbedingungen ${Date.now().toString(36).slice(-5)}`;
  await logInAsStaff(page, 'admin', `/staff/sites/${E2E_SITE}`);
  try {
    const section = page.getByRole('region', { name: 'Content pages' });
    await section.getByLabel('Page', { exact: true }).selectOption('terms');
    await section.getByLabel('Language', { exact: true }).selectOption('de');
    await expect(section.getByText(/shows the built-in text in this language/)).toBeVisible();
    await section.getByLabel(/^Page title/).fill(title);
    await section
      .getByRole('textbox', { name: /^Text/ })
      .fill('## Unsere Regeln\nWer {site} nutzt, bleibt freundlich.\n\n- Keine Werbung\n- <b>Kein Spam</b>');
    await section.getByLabel(/^Valid from/).fill('2026-12-01');
    const preview = section.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Unsere Regeln' })).toBeVisible();
    await section.getByRole('button', { name: 'Save text' }).click();
    await expect(section.getByText(/The text is saved/)).toBeVisible();
    await expect(section.getByRole('option', { name: /Deutsch|German/ })).toHaveText(/own text/);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/pages/terms?hl=de');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor).toHaveTitle(new RegExp(title));
    await expect(visitor.getByRole('heading', { level: 2, name: 'Unsere Regeln' })).toBeVisible();
    await expect(visitor.getByText(/bleibt freundlich/)).toBeVisible();
    // Markup in the text is shown as text, never as markup.
    await expect(visitor.getByRole('listitem').filter({ hasText: '<b>Kein Spam</b>' })).toBeVisible();
    await expect(visitor.getByTestId('content-valid-from')).toHaveText('Gültig ab 1. Dezember 2026');
    // Other languages keep the built-in terms.
    await visitor.goto('/pages/terms?hl=en');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');

    // Back to the built-in text, after a question; the visitor's next load shows it.
    await section.getByRole('button', { name: 'Reset to the built-in text' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to the built-in text' }).click();
    await expect(section.getByText('The built-in text is shown again.')).toBeVisible();
    await visitor.goto('/pages/terms?hl=de');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
    await expect(visitor.getByTestId('terms-version')).toBeVisible();
    await visitorContext.close();
  } finally {
    // Other specs read these terms: nothing of this one stays, whatever step failed.
    await page.request.delete(OWN_TEXT_API, { headers: { 'x-requested-with': 'dating-web' } });
  }
});
