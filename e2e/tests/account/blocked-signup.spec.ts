// Spec section 1, signup modes: the German demo site is switched by staff (the real admin calls) to a mode
// and back; the visitor's browser sees only what the server says and does.
import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNT_PASSWORD, uniqueEmail } from '../../support/account';
import { createInviteCode, setSignupMode, sitePageUrl } from '../../support/site-admin';

const SITE = 'herzenssache.test';

// The German site greets visitors from Germany with its entry warning first; it has its own journey.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
});

test.afterEach(async ({ request }) => {
  await setSignupMode(request, SITE, 'all');
});

async function fillAccountStep(dialog: Locator, email: string) {
  await dialog.getByText('Female', { exact: true }).click();
  await dialog.getByText('Men', { exact: true }).click();
  await dialog.getByLabel('Username').fill('Invitee');
  await dialog.getByLabel('Date of birth').fill('1991-05-02');
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(ACCOUNT_PASSWORD);
}

test('without a traffic source the signup is blocked; a landing URL with one opens it', async ({
  page,
  request,
}) => {
  await setSignupMode(request, SITE, 'with_trafficsource');
  await page.goto(sitePageUrl(SITE, '/signup'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Signing up is not possible here' })).toBeVisible();
  await expect(
    dialog.getByText('Signing up is only possible through one of our partner sites.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveCount(0);

  // From a partner's landing URL the server admits the signup.
  await page.goto(sitePageUrl(SITE, '/signup?network=partner-net&ref=r1&sub1=s1'));
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Create your free profile' })).toBeVisible();
  await fillAccountStep(form, uniqueEmail('partner'));
  await form.getByRole('button', { name: 'Create my profile' }).click();
  await expect(form.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
});

test('an invite-only site asks for the invite code and admits only a valid one', async ({
  page,
  request,
}) => {
  await setSignupMode(request, SITE, 'none');
  const code = await createInviteCode(request, SITE);
  await page.goto(sitePageUrl(SITE, '/signup'));
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Signing up is by invitation only. You find the code in your invitation.'),
  ).toBeVisible();
  await fillAccountStep(dialog, uniqueEmail('invitee'));

  await dialog.getByLabel('Invite code').fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: 'Create my profile' }).click();
  await expect(dialog.getByText('This invite code is not valid.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Create your free profile' })).toBeVisible();

  await dialog.getByLabel('Invite code').fill(code);
  await dialog.getByRole('button', { name: 'Create my profile' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
});

test('a closed site takes nobody: the signup page, even from a partner URL, and its landers say so', async ({
  page,
  request,
}) => {
  await setSignupMode(request, SITE, 'closed');
  await page.goto(sitePageUrl(SITE, '/signup?network=partner-net&ref=r1'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Signing up is not possible here' })).toBeVisible();
  await expect(dialog.getByText(/^Signups are closed on this site\./)).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /log in/i })).toBeVisible();

  await page.goto(sitePageUrl(SITE, '/landers/iconslanding?hl=en&network=partner-net'));
  const lander = page.locator('[data-lander="iconslanding"]');
  await expect(lander.getByText(/not taking new sign-ups/)).toBeVisible();
  await expect(lander.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(lander.getByRole('button', { name: 'Sign up free' })).toHaveCount(0);
});
