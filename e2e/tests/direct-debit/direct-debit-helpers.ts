// Helpers of the direct debit journeys: a mobile number of this run only, and the SMS code as staff read it
// from the development SMS outbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../support/e2e-env';

/** A Dutch mobile number (06-1…) no other journey uses, so the outbox answers this journey's SMS only. */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `06 1${digits}`, e164: `+3161${digits}` };
}

/** The code of the newest SMS to `e164` in the development outbox (GET /api/dev/sms-outbox.json, staff). */
export async function smsCode(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/sms-outbox.json?to=${encodeURIComponent(e164)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status()).toBe(200);
    const [newest] = (await response.json()) as { body: string }[];
    code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** The id of the offer's bundle with `credits` credits, as /credits lists it for the logged-in member. */
export async function bundleId(page: Page, credits: number): Promise<number> {
  const offer = await page.evaluate(async () => {
    const response = await fetch('/api/bundles.php', { cache: 'no-store' });
    return (await response.json()) as { bundles: { id: number; credits: number }[] };
  });
  const bundle = offer.bundles.find((candidate) => candidate.credits === credits);
  expect(bundle, JSON.stringify(offer.bundles)).toBeTruthy();
  return (bundle as { id: number }).id;
}

export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
