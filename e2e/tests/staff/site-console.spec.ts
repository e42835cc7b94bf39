// Issue 32 item 4: an admin creates a branded site in the back office, and a visitor opening its domain at
// once gets that site, in its language, with no restart and no demo data; the payment methods the admin
// unticks for a country are not offered to the site's members from that country.
import { expect, type Page, test } from '@playwright/test';
import { logInAsStaff } from '../../support/staff';
import { checkoutPage, creditsPage, newMemberIn } from '../payments/payment-helpers';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

async function fillNewSite(page: Page, domain: string, name: string) {
  await page.getByRole('button', { name: 'Add a site' }).click();
  await page.getByLabel(/^Domain/).fill(domain);
  await page.getByLabel(/^Site name/).fill(name);
  await page.getByLabel(/^Language/).selectOption('nl');
  await page.getByLabel(/^Countries/).fill('NL, BE');
  await page.getByLabel(/^Support e-mail address/).fill(`help@${domain}`);
  await page.getByLabel(/^Support phone number/).fill('+31 20 000 0000');
  await page.getByLabel(/^Sender name/).fill(name);
  await page.getByLabel(/^Title in search results/).fill(`Welkom bij ${name}`);
  await page.getByLabel(/^Description in search results/).fill('Daten in Nederland en België.');
  await page.getByLabel(/^Credits per message/).fill('4');
}

test('an admin creates a new site with its own domain (<name>.localhost) and a visitor sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Lovenest ${Date.now().toString(36).slice(-5)}`;
  const domain = `${name.toLowerCase().replace(' ', '-')}.test`;

  await logInAsStaff(page, 'admin', '/staff/sites');
  await page.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await fillNewSite(page, domain, name);
  await page.getByRole('button', { name: 'Create the site' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/sites/${domain.replace('.', '\\.')}$`));
  // The address changes first; until the site's own page arrives, the filled-in new-site form stays on screen.
  await expect(page.getByRole('heading', { level: 1, name: `Site ${domain}` })).toBeVisible();
  await expect(page.getByLabel(/^Site name/)).toHaveValue(name);
  // An old brand's name opens the same site.
  const otherDomain = `old-${domain}`;
  await page.getByLabel(/^Other domains/).fill(otherDomain);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Saved. The site shows the change/)).toBeVisible();
  // It starts with the template site's default bundles, in its own currency, ready to be repriced.
  const bundles = page.getByRole('region', { name: 'Credit bundles and prices' });
  await expect(bundles.getByRole('form', { name: /credits · every country · €/ }).first()).toBeVisible();

  // Its members in the Netherlands (the main country) are not to pay with PayPal.
  const methods = page.getByRole('region', { name: 'Payment methods' });
  await expect(methods.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  const offered = methods.getByRole('group', { name: 'Offered to members in Netherlands' });
  await expect(offered.getByRole('checkbox', { name: 'iDEAL' })).toBeChecked();
  await offered.getByRole('checkbox', { name: 'PayPal' }).uncheck();
  await methods.getByRole('button', { name: 'Save methods' }).click();
  await expect(methods.getByText('The payment methods for Netherlands are saved.')).toBeVisible();
  await expect(methods.getByText(/offers only the ticked methods/)).toBeVisible();

  // The same domain again is refused with a sentence beside the field, and nothing is created.
  await page.goto('/staff/sites');
  await fillNewSite(page, domain, `${name} again`);
  await page.getByRole('button', { name: 'Create the site' }).click();
  await expect(page.getByLabel(/^Domain/)).toHaveAccessibleDescription(
    /Another site already uses this domain/,
  );
  await expect(page.getByRole('list', { name: 'Sites you manage' }).getByRole('link', { name })).toHaveCount(
    1,
  );

  // A visitor whose browser speaks none of the site languages gets the site's own language (spec section 4).
  const visitorContext = await browser.newContext({ locale: 'pt-PT' });
  const visitor = await visitorContext.newPage();
  const local = new URL(baseURL!);
  local.hostname = `${domain}.localhost`;
  await visitor.goto(local.href);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(visitor).toHaveTitle(new RegExp(name));
  const settings = await visitor.evaluate(
    async () =>
      (await (await fetch('/api/settings.php')).json()) as {
        name: string;
        domain_language: string;
        message_credits: number;
      },
  );
  expect(settings).toMatchObject({ name, domain_language: 'nl_NL', message_credits: 4 });
  const other = new URL(baseURL!);
  other.hostname = `${otherDomain}.localhost`;
  const onOther = await visitorContext.newPage();
  await onOther.goto(other.href);
  await expect(onOther).toHaveTitle(new RegExp(name));
  // Search engines are pointed at the main domain.
  await expect(onOther.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https://${domain.replace('.', '\\.')}/`),
  );
  await onOther.close();
  const offer = await visitor.evaluate(
    async () => (await (await fetch('/api/bundles.php')).json()) as { bundles: { currency: string }[] },
  );
  expect(offer.bundles.length).toBeGreaterThan(0);
  expect(offer.bundles.every((bundle) => bundle.currency === 'EUR')).toBe(true);

  // A member of the new site living in the Netherlands is offered iDEAL at the checkout, not PayPal.
  await newMemberIn(visitor, { name: 'Nina', country: 'NL' });
  await visitor.goto(new URL('/credits', local).href);
  await creditsPage(visitor).getByRole('link', { name: 'Buy' }).first().click();
  const choices = checkoutPage(visitor).getByRole('navigation', { name: 'Payment methods' });
  await expect(choices.getByRole('link', { name: 'iDEAL' })).toBeVisible();
  await expect(choices.getByRole('link', { name: 'PayPal' })).toHaveCount(0);
  await visitorContext.close();
});
