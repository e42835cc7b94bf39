// The direct debit, transaction and repeat order pages pass axe on a phone and on a desktop: the form with
// its field errors, the SMS code step, the result, the history, one transaction and the repeat order.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { newMemberIn } from '../payments/payment-helpers';
import { bundleId, fitsWidth, smsCode, uniqueMobile } from './direct-debit-helpers';

async function axe(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('[data-remote-root="mf-payments"]').analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(await fitsWidth(page), `${label} fits the width`).toBe(true);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`direct debit, transactions and repeat order pass axe at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await newMemberIn(page, { name: 'Axa', country: 'NL' });
    await page.goto(`/directdebit?bundle=${await bundleId(page, 100)}`);
    const form = remoteRoot(page, 'mf-payments', 'directdebit');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByLabel('Account holder')).toBeFocused();
    await axe(page, 'form with errors');

    const mobile = uniqueMobile();
    await form.getByLabel('Account holder').fill('Axa Smit');
    await form.getByLabel('IBAN').fill('NL91ABNA0417164300');
    await form.getByLabel('Street').fill('Dam');
    await form.getByLabel('House number').fill('1');
    await form.getByLabel('Postal code').fill('1012 JS');
    await form.getByLabel('City').fill('Amsterdam');
    await form.getByLabel('Mobile number').fill(mobile.typed);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('heading', { level: 1, name: 'Enter the SMS code' })).toBeFocused();
    await axe(page, 'code step');
    await form.getByLabel('Code from the SMS').fill(await smsCode(request, mobile.e164));
    await form.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(form.getByRole('heading', { level: 1, name: 'Payment completed' })).toBeVisible();
    await axe(page, 'result');

    await page.goto('/transactions');
    const history = remoteRoot(page, 'mf-payments', 'transactions-id');
    await expect(history.getByRole('link', { name: /100 credits/ })).toBeVisible();
    await axe(page, 'history');
    await history.getByRole('link', { name: /100 credits/ }).click();
    await expect(history.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();
    await axe(page, 'transaction');

    await page.goto('/credits/repeat-order');
    await expect(
      remoteRoot(page, 'mf-payments', 'credits-repeat-order').getByRole('button', { name: 'Buy again' }),
    ).toBeVisible();
    await axe(page, 'repeat order');
  });
}
