// The other member journeys run in English. Here two members whose accounts are German search, like each
// other and meet in the match dialog and the notifications: the remote's search texts, the texts that load
// with its other pages, the shell's lazy dialog and the numbers in the counts all come out in German, and no
// message id shows anywhere on the way.
import { expect, test } from '@playwright/test';
import { expectTranslatedContent, remoteRoot } from '../../support/pages';
// Only active (activated) profiles are shown to other members, so the journeys' members activate first.
import { activeMember, activeMemberInNewContext } from '../../support/likes-gifts';

test('German members search, like each other and match, in German throughout', async ({ page, browser }) => {
  const greta = await activeMemberInNewContext(browser, {
    name: 'Greta',
    gender: 'female',
    sexuality: 'hetero',
    language: 'de',
  });
  const jonas = await activeMember(page, {
    name: 'Jonas',
    gender: 'male',
    sexuality: 'hetero',
    language: 'de',
  });

  await page.goto('/members');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const search = remoteRoot(page, 'mf-members', 'members');
  await expect(search.getByRole('heading', { name: 'Mitglieder suchen', level: 1 })).toBeVisible();
  const form = search.getByRole('search', { name: 'Suchfilter' });
  await form.getByLabel('Geschlecht').selectOption({ label: 'Frau' });
  await form.getByLabel('Land').selectOption({ label: 'Egal' });
  await form.getByRole('button', { name: 'Suchen' }).click();
  await expect(search.getByRole('status').first()).toHaveText(
    /^(Keine Mitglieder gefunden|1 Mitglied gefunden|(\d{1,3}(\.\d{3})*) Mitglieder gefunden|Mehr als [\d.]+ Mitglieder gefunden)$/,
  );
  await expectTranslatedContent(search);

  // Greta likes Jonas on his profile (a page whose texts load with it).
  await greta.page.goto(`/members/${jonas.id}`);
  const gretaView = remoteRoot(greta.page, 'mf-members', 'members-id');
  await gretaView.getByRole('button', { name: 'Gefällt mir', exact: true }).click();
  await expect(gretaView.getByRole('button', { name: 'Gefällt dir' })).toBeDisabled();
  await expectTranslatedContent(gretaView);

  // Jonas finds the like in his notifications and likes her back: a match, in the shell's dialog.
  await page.goto('/notifications');
  const notifications = remoteRoot(page, 'mf-members', 'notifications');
  await expect(notifications.getByRole('heading', { name: 'Benachrichtigungen' })).toBeVisible();
  await notifications.getByRole('link', { name: /Greta mag dich/ }).click();
  const jonasView = remoteRoot(page, 'mf-members', 'members-id');
  await jonasView.getByRole('button', { name: 'Gefällt mir', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Ihr habt ein Match!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Du und Greta mögt euch gegenseitig.')).toBeVisible();
  await expect(modal).not.toHaveText(/\b(shell|members|shared)\.[A-Za-z]+\.[A-Za-z.]+/);
  await modal.getByRole('button', { name: 'Vielleicht später' }).click();
  await expect(modal).toBeHidden();
  await expect(jonasView.getByText('Es ist ein Match: Greta und du mögt euch.')).toBeVisible();
  await greta.close();
});
