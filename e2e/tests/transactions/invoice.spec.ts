// Issue 18, history and invoice: after a purchase the member finds it in /transactions, opens it and gets
// its invoice as a PDF; another member cannot.
import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { signUpMember } from '../../support/members';
import { newMemberIn } from '../payments/payment-helpers';
import { bundleId, smsCode, uniqueMobile } from '../direct-debit/direct-debit-helpers';

test('a purchase shows in the history, and its invoice PDF opens', async ({ page, request, browser }) => {
  // Two members sign up and one of them buys: on a busy machine the whole journey can outlast the usual 30 s.
  test.setTimeout(60_000);
  await newMemberIn(page, { name: 'Ines', country: 'NL' });
  await page.goto('/transactions');
  const list = remoteRoot(page, 'mf-payments', 'transactions-id');
  await expect(list.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(list.getByText('No transactions yet')).toBeVisible();

  // A direct debit bought through the API calls the page makes (the form is the other journey).
  const mobile = uniqueMobile();
  const bundle = await bundleId(page, 100);
  const mandate = await page.evaluate(
    async ({ bundle, mobile }) => {
      const response = await fetch('/api/directdebit.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
        body: JSON.stringify({
          bundle_id: bundle,
          account_holder: 'Ines Jansen',
          iban: 'NL91ABNA0417164300',
          street: 'Dam',
          house_number: '1',
          postal_code: '1012 JS',
          city: 'Amsterdam',
          mobile,
          authorized: true,
        }),
      });
      return (await response.json()) as { mandate_id: number };
    },
    { bundle, mobile: mobile.typed },
  );
  const code = await smsCode(request, mobile.e164);
  const paymentId = await page.evaluate(
    async ({ mandateId, code }) => {
      const response = await fetch('/api/directdebit-confirm.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
        body: JSON.stringify({ mandate_id: mandateId, code }),
      });
      return ((await response.json()) as { payment_id: number }).payment_id;
    },
    { mandateId: mandate.mandate_id, code },
  );

  await page.reload();
  const row = list.getByRole('link', { name: /100 credits/ });
  await expect(row).toContainText('SEPA direct debit');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(/€\d+\.\d{2}/);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${paymentId}$`));
  const detail = remoteRoot(page, 'mf-payments', 'transactions-id');
  await expect(detail.getByRole('heading', { level: 1, name: `Transaction ${paymentId}` })).toBeVisible();

  const link = detail.getByRole('link', { name: 'Download invoice (PDF)' });
  await expect(link).toHaveAttribute('href', `/api/invoice.php?id=${paymentId}`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(new RegExp(`/api/invoice\\.php\\?id=${paymentId}$`));
  const pdf = await page.request.get(`/api/invoice.php?id=${paymentId}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.toString('latin1')).toContain(
    `INV-${new Date().getUTCFullYear()}-${String(paymentId).padStart(7, '0')}`,
  );

  // Another member gets neither the transaction nor its invoice.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signUpMember(other, { name: 'Otto' });
  expect((await other.request.get(`/api/invoice.php?id=${paymentId}`)).status()).toBe(404);
  await other.goto(`/transactions/${paymentId}`);
  await expect(
    remoteRoot(other, 'mf-payments', 'transactions-id').getByText('This transaction could not be found.'),
  ).toBeVisible();
  await context.close();
});
