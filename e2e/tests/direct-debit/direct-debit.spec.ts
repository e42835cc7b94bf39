// Issue 18, SEPA direct debit: from the method select to the mandate form, the SMS code read from the
// development outbox, and the credits on the account; a wrong code first, as members do type them. Then the
// repeat order on the stored mandate.
import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { balance, checkoutPage, creditsPage, newMemberIn } from '../payments/payment-helpers';
import { smsCode, uniqueMobile } from './direct-debit-helpers';

test('a member pays by direct debit with the code from the SMS and gets the credits', async ({
  page,
  request,
}) => {
  await newMemberIn(page, { name: 'Daan', country: 'NL' });
  const before = await balance(page);
  await page.goto('/credits');
  await creditsPage(page)
    .getByRole('listitem', { name: '250 credits' })
    .getByRole('link', { name: 'Buy' })
    .click();
  await checkoutPage(page).getByRole('link', { name: 'SEPA direct debit' }).click();

  await expect(page).toHaveURL(/\/directdebit\?bundle=\d+$/);
  const form = remoteRoot(page, 'mf-payments', 'directdebit');
  await expect(form.getByRole('heading', { level: 1, name: 'Pay by direct debit' })).toBeVisible();

  // The form's own checks: a mistyped IBAN is named at its field, nothing is sent.
  const mobile = uniqueMobile();
  await form.getByLabel('Account holder').fill('Daan de Jong');
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await form.getByLabel('Street').fill('Prinsengracht');
  await form.getByLabel('House number').fill('263');
  await form.getByLabel('Postal code').fill('1016 GV');
  await form.getByLabel('City').fill('Amsterdam');
  await form.getByLabel('Mobile number').fill(mobile.typed);
  await form.getByRole('checkbox', { name: /I authorise .+ to collect this payment/ }).check();
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('This IBAN is not valid. Please check it.')).toBeVisible();
  await expect(form.getByLabel('IBAN')).toBeFocused();

  await form.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('heading', { level: 1, name: 'Enter the SMS code' })).toBeVisible();
  await expect(form.getByText(/We sent a 6-digit code to \+316•+\d\d/)).toBeVisible();
  await expect(form.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();

  const code = await smsCode(request, mobile.e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await form.getByLabel('Code from the SMS').fill(wrong);
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(form.getByText('Code invalid. Attempts left: 4.')).toBeVisible();

  await form.getByLabel('Code from the SMS').fill(code);
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(form.getByRole('heading', { level: 1, name: 'Payment completed' })).toBeVisible();
  await expect(form.getByText(/^Credits added: 250\. New balance: /)).toBeVisible();
  await expect(form.getByText(/Mandate reference: FLIRTLOCAL-\d{8}/)).toBeVisible();

  const after = await balance(page);
  expect(after.credits).toBe(before.credits + 250);
  expect(after.paid_user).toBe(true);

  // Straight to the transaction it made.
  await form.getByRole('link', { name: 'View transaction and invoice' }).click();
  const detail = remoteRoot(page, 'mf-payments', 'transactions-id');
  await expect(detail.getByText('SEPA direct debit')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();

  // The same bundle again in one click, on the stored mandate, without a new SMS.
  await page.goto('/credits/repeat-order');
  const repeat = remoteRoot(page, 'mf-payments', 'credits-repeat-order');
  await expect(repeat.getByText(/^Your last order: 250 credits for €\d+\.\d\d\.$/)).toBeVisible();
  await expect(repeat.getByText('Paid by SEPA direct debit from NL91 •••• •••• 4300.')).toBeVisible();
  await repeat.getByRole('button', { name: 'Buy again' }).click();
  await expect(repeat.getByRole('heading', { level: 1, name: 'Payment completed' })).toBeVisible();
  expect((await balance(page)).credits).toBe(before.credits + 500);
});
