// Direct debit in German on a 375 px phone: form, code step and result read in German, show no message ids
// and never scroll sideways.
import { expect, test } from '@playwright/test';
import { expectTranslatedContent, remoteRoot } from '../../support/pages';
import { balance, newMemberIn } from '../payments/payment-helpers';
import { bundleId, fitsWidth, smsCode, uniqueMobile } from './direct-debit-helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('a German-speaking member pays by Lastschrift on a phone, in German throughout', async ({
  page,
  request,
}) => {
  await newMemberIn(page, { name: 'Lena', country: 'NL', language: 'de' });
  const before = await balance(page);
  await page.goto(`/directdebit?bundle=${await bundleId(page, 100)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const form = remoteRoot(page, 'mf-payments', 'directdebit');
  await expect(form.getByRole('heading', { level: 1, name: 'Per Lastschrift bezahlen' })).toBeVisible();
  await expectTranslatedContent(form);
  expect(await fitsWidth(page)).toBe(true);

  const mobile = uniqueMobile();
  await form.getByRole('button', { name: 'Code senden' }).click();
  await expect(form.getByText('Bitte fülle dieses Feld aus.').first()).toBeVisible();
  await expect(form.getByText('Bitte bestätige das Mandat.')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);

  await form.getByLabel('Kontoinhaber').fill('Lena Müller');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByLabel('Straße').fill('Hauptstraße');
  await form.getByLabel('Hausnummer').fill('5');
  await form.getByLabel('Postleitzahl').fill('10115');
  await form.getByLabel('Ort').fill('Berlin');
  await form.getByLabel('Handynummer').fill(mobile.typed);
  await form.getByRole('checkbox', { name: /Ich ermächtige .+ diese Zahlung per SEPA-Lastschrift/ }).check();
  await form.getByRole('button', { name: 'Code senden' }).click();

  await expect(form.getByRole('heading', { level: 1, name: 'SMS-Code eingeben' })).toBeVisible();
  await expectTranslatedContent(form);
  expect(await fitsWidth(page)).toBe(true);
  await form.getByLabel('Code aus der SMS').fill(await smsCode(request, mobile.e164));
  await form.getByRole('button', { name: 'Zahlung bestätigen' }).click();

  await expect(form.getByRole('heading', { level: 1, name: 'Zahlung abgeschlossen' })).toBeVisible();
  await expect(form.getByText(/^Gutgeschriebene Credits: 100\./)).toBeVisible();
  await expectTranslatedContent(form);
  expect(await fitsWidth(page)).toBe(true);
  expect((await balance(page)).credits).toBe(before.credits + 100);
});
