import type { Browser, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, mailboxEmailsTo, signIn, signUpPaid, uniqueEmail } from './support.ts';

/*
 * Teams in Chromium: the DIAMOND demo owner invites two people from 'Équipe'; one opens the
 * emailed link, creates an account and works as staff (clients yes; the team page and billing no, not
 * even by their address), the other declines and the owner is told by email; a new MOISSANITE jeweller's
 * second invitation is refused with the seats message.
 */

const BUSINESS = 'Hale & Co. Fine Jewellery';

async function invite(page: Page, email: string) {
  await page.getByLabel('Email de la personne à inviter').fill(email);
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
}

/** The invitation link of the last email sent to `email`. */
async function invitationLink(email: string): Promise<string> {
  const [mail] = await mailboxEmailsTo(email, /^Invitation à rejoindre /);
  const link = /(http:\/\/localhost:5175\/invitation\/[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  expect(link, mail!.text).toBeTruthy();
  return link!;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/London' });
  return context.newPage();
}

test('the Diamond owner invites two people: one joins as staff, the other declines', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const staffEmail = uniqueEmail('staff');
  const declinerEmail = uniqueEmail('decliner');

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  await invite(page, staffEmail);
  await expect(page.getByText(`Invitation envoyée à ${staffEmail}`)).toBeVisible();
  await invite(page, declinerEmail);
  await expect(page.getByText(`Invitation envoyée à ${declinerEmail}`)).toBeVisible();
  const invitations = page.getByTestId('team-invitations').getByRole('listitem');
  await expect(invitations.filter({ hasText: staffEmail })).toContainText('En attente');
  await expect(invitations.filter({ hasText: declinerEmail })).toContainText('En attente');

  // The first invitee opens the emailed link, creates an account with the invited address and joins.
  const staff = await freshPage(browser);
  await staff.goto(await invitationLink(staffEmail));
  await expect(staff.getByRole('heading', { name: `Invitation à rejoindre ${BUSINESS}` })).toBeVisible();
  await staff.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(staff.getByLabel('Email')).toHaveValue(staffEmail);
  await staff.getByLabel('Nom complet').fill('Sam Atelier');
  await staff.getByLabel('Mot de passe', { exact: true }).fill('secret123');
  await staff.getByLabel('Confirmer le mot de passe').fill('secret123');
  await staff.getByRole('button', { name: 'Créer mon compte' }).click();
  // Back on the invitation (never /payment: the account has no business of its own).
  await expect(staff).toHaveURL(/\/invitation\//);
  await staff.getByRole('button', { name: 'Accepter l’invitation' }).click();
  await expect(staff).toHaveURL(`${urls.dashboard}/dashboard`);
  await expect(staff.getByText(`Bienvenue dans l’équipe de ${BUSINESS}`)).toBeVisible();

  // As staff: the clients, but neither the team, the invoices nor billing.
  const nav = staff.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(staff).toHaveURL(`${urls.dashboard}/dashboard/clients`);
  await expect(staff.getByRole('alert').filter({ hasText: 'Accès réservé' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(staff.getByText('Votre carnet de clients', { exact: false })).toBeVisible();
  await staff.goto(`${urls.dashboard}/dashboard/team`);
  await expect(staff.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
  await staff.goto(`${urls.dashboard}/dashboard/settings?tab=billing`);
  await expect(staff.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Facturation' })).toHaveCount(0);

  // The second invitee declines from the link, without an account; the owner is told.
  const decliner = await freshPage(browser);
  await decliner.goto(await invitationLink(declinerEmail));
  await decliner.getByRole('button', { name: 'Décliner' }).click();
  await expect(
    decliner.getByText(`Invitation déclinée. Nous avons prévenu ${BUSINESS}.`).first(),
  ).toBeVisible();
  await mailboxEmailsTo(DEMO.email, new RegExp(`^${declinerEmail.replace(/[.]/g, '\\.')} a décliné`));

  // The owner's team: the staff member is listed, the declined invitation says so.
  await page.reload();
  await expect(
    page.getByTestId('team-members').getByRole('listitem').filter({ hasText: staffEmail }),
  ).toContainText('Collaborateur');
  await expect(invitations.filter({ hasText: declinerEmail })).toContainText('Déclinée');
});

test('a Moissanite jeweller has two seats: a second invitation is refused with the seats message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpPaid(page, 'MOISSANITE', 'Atelier Deux Places', uniqueEmail('moissanite'));

  await page.getByRole('navigation').getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByTestId('team-seats')).toHaveText(
    '1 place utilisée sur 2 (membres et invitations en attente)',
  );
  const first = uniqueEmail('colleague');
  await invite(page, first);
  await expect(page.getByText(`Invitation envoyée à ${first}`)).toBeVisible();
  await invite(page, uniqueEmail('third'));
  await expect(
    page.getByText(
      'Toutes les places de votre plan sont prises (membres et invitations en attente) : passez à un plan supérieur ou libérez une place pour inviter quelqu’un.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('team-seats')).toHaveText(
    '2 places utilisées sur 2 (membres et invitations en attente)',
  );
});
