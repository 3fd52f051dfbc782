import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { mailboxEmailsTo, signIn, signUp, uniqueEmail } from './support.ts';

test('forgotten password: from the sign-in page, the emailed link sets a new one, which signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, '', 'Grace Hopper', email);
  await expect(page).toHaveURL(/\/payment/);

  // A visitor without a session: the sign-in page's link to the reset request, its message, its answer.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(`${urls.dashboard}/auth?mode=signin`);
  await tab.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(tab).toHaveURL(`${urls.dashboard}/auth/forgot`);
  await tab.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(tab.getByLabel('Email')).toHaveAccessibleDescription('Email invalide');
  await tab.getByLabel('Email').fill(email);
  await tab.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(tab.getByRole('status')).toContainText(email);

  const [mail] = await mailboxEmailsTo(email, /^Réinitialisez votre mot de passe Carat$/);
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, 'the reset link in the email').toBeTruthy();
  await tab.goto(link!);
  await expect(tab).toHaveURL(/\/auth\/reset/);
  await tab.getByLabel('Nouveau mot de passe').fill('another456');
  await tab.getByLabel('Confirmer le mot de passe').fill('another456');
  await tab.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(tab.getByText('Mot de passe mis à jour')).toBeVisible();
  await visitor.close();

  const later = await browser.newContext();
  const again = await later.newPage();
  await signIn(again, email, 'another456');
  await expect(again).toHaveURL(/\/payment/);
  await later.close();
});
