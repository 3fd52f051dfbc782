import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, dayButtonName, londonDayAhead, mailboxEmailsTo, signIn } from './support.ts';

/*
 * The back office's 'Rendez-vous' as the demo jeweller uses it, in Chromium: a visitor books in the
 * showroom and the jeweller confirms it here (the client emailed); 'Nouveau RDV' refuses an overlap with
 * 409 slot_taken without losing the form, then books, and the appointment shows in the month and week
 * calendars; the page at 375 px.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const unique = () => randomBytes(3).toString('hex');

/** How many Monday-to-Sunday weeks lie between two dates' weeks. */
function weeksBetween(from: string, to: string): number {
  const monday = (iso: string) => {
    const date = new Date(`${iso}T12:00:00Z`);
    return date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(to) - monday(from)) / (7 * 86_400_000));
}

/** Opens a day of the month calendar (its button is named by the date) and lists its appointments. */
async function openCalendarDay(page: Page, day: ReturnType<typeof londonDayAhead>) {
  const calendar = page.getByRole('tabpanel', { name: 'Mois' });
  if (day.nextMonth) await calendar.getByRole('button', { name: /mois suivant/i }).click();
  await calendar.getByRole('button', { name: dayButtonName(day) }).click();
  return page.getByTestId('calendar-day');
}

/** A visitor books an in-store appointment through the showroom's five steps; the time it got. */
async function bookInShowroom(
  page: Page,
  day: ReturnType<typeof londonDayAhead>,
  email: string,
  lastName: string,
) {
  await page.goto(`${urls.showroom}/appointment`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByText('Rendez-vous en boutique', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  if (day.nextMonth) await page.getByRole('button', { name: /mois suivant/i }).click();
  await page.getByRole('button', { name: dayButtonName(day) }).click();
  const times = page.getByRole('group', { name: /Heures disponibles/ }).getByRole('radio');
  await expect(times.first()).toBeAttached();
  const time = (await times.first().getAttribute('value')) ?? '';
  await page
    .getByRole('group', { name: /Heures disponibles/ })
    .getByText(time, { exact: true })
    .click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByLabel('Prénom').fill('Ada');
  await page.getByLabel(/^Nom/).fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('+44 20 7946 0999');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('button', { name: /Payer .* \(paiement simulé\)/ }).click();
  await expect(page.getByText('Rendez-vous enregistré')).toBeVisible();
  return time;
}

test('a booking made in the showroom is confirmed from the dashboard, and the client is emailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lastName = `Lovelace${unique()}`;
  const email = `ada-${unique()}@example.test`;
  const day = londonDayAhead(5);
  const time = await bookInShowroom(page, day, email, lastName);

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/appointments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
  for (const label of ["Aujourd'hui", 'Cette semaine', 'Confirmés', 'En attente']) {
    await expect(page.getByText(label, { exact: true }).locator('..').getByTestId('stat-value')).toHaveText(
      /\d/,
    );
  }

  // The booking, in the month calendar: pending, then confirmed.
  const list = await openCalendarDay(page, day);
  await list.getByRole('button', { name: new RegExp(`View Details.*Ada ${lastName}`) }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(`Ada ${lastName}`)).toBeVisible();
  await expect(sheet.getByTestId('appointment-detail').getByText('Pending', { exact: true })).toBeVisible();
  await expect(sheet.getByText(new RegExp(`à ${time}`)).first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Confirmer' }).click();
  await expect(toasts(page).getByText('Rendez-vous confirmé')).toBeVisible();
  await expect(sheet.getByTestId('appointment-detail').getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Confirmer' })).toHaveCount(0);

  const [mail] = await mailboxEmailsTo(email, /^Rendez-vous confirmé — Hale & Co\. Fine Jewellery$/);
  expect(mail!.attachments?.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
});

test("'Nouveau RDV': field errors, an overlap refused without losing the form, then the appointment in both calendars", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Camille Rdv ${id}`;
  const day = londonDayAhead(6);
  // Before the shop's first slot, at a time of this run's own.
  const minute = String((Number.parseInt(id, 16) % 12) * 5).padStart(2, '0');
  const takenTime = `05:${minute}`;
  const freeTime = `06:${minute}`;

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  // The home page's 'Book Appointment' links here.
  await page.goto(`${urls.dashboard}/dashboard/appointments?new=1`);
  const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await expect(form).toBeVisible();

  // Field errors under the fields, nothing sent.
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(form.getByText('Heure invalide (HH:MM, par pas de 5 minutes)')).toBeVisible();
  await expect(form.getByText('Choisissez un client ou saisissez-en un')).toBeVisible();

  // A first appointment of the run, at an off-grid time.
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(day.iso);
  await form.getByRole('textbox', { name: 'Heure', exact: true }).fill(takenTime);
  await form.getByRole('tab', { name: 'Nouveau client' }).click();
  await form.getByLabel('Nom du client').fill(`${name} bis`);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`camille-bis-${id}@example.test`);
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(
    toasts(page).getByText(new RegExp(`Rendez-vous créé pour le .* à ${takenTime}$`)),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The same time again: 409 slot_taken, said under the time; the form keeps what was typed.
  await page.getByRole('button', { name: 'Nouveau RDV' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(day.iso);
  await form.getByRole('textbox', { name: 'Heure', exact: true }).fill(takenTime);
  await form.getByRole('tab', { name: 'Nouveau client' }).click();
  await form.getByLabel('Nom du client').fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`camille-${id}@example.test`);
  await form.getByLabel('Téléphone').fill('+44 20 7946 0123');
  await form.getByLabel('Message (facultatif)').fill('Essayage de la bague');
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(form.getByText('Ce créneau vient d’être pris : choisissez une autre heure.')).toBeVisible();
  await expect(form.getByLabel('Nom du client')).toHaveValue(name);
  await expect(form.getByLabel('Message (facultatif)')).toHaveValue('Essayage de la bague');

  // Another time: booked, confirmed at once, its details open.
  await form.getByRole('textbox', { name: 'Heure', exact: true }).fill(freeTime);
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  // The first toast may still be showing: this one is the new time's.
  await expect(
    toasts(page).getByText(new RegExp(`Rendez-vous créé pour le .* à ${freeTime}$`)),
  ).toBeVisible();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('appointment-detail').getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(sheet.getByText(name)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/appointment=/);

  // In the month calendar, on its day…
  const list = await openCalendarDay(page, day);
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  // …and in the week calendar, on its day (the week it falls in).
  await page.getByRole('tab', { name: 'Semaine' }).click();
  const week = page.getByTestId('calendar-week');
  for (let i = 0; i < weeksBetween(londonDayAhead(0).iso, day.iso); i++) {
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
  }
  const entry = week.getByRole('button', { name: new RegExp(`${name}$`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(freeTime);
  // Keyboard: the week's entry opens the details.
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText(name)).toBeVisible();

  await mailboxEmailsTo(`camille-${id}@example.test`, /^Votre rendez-vous chez Hale & Co\. Fine Jewellery$/);
});

test('the appointments page works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/appointments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
  await expect(
    page.getByTestId('upcoming-appointments').getByTestId('appointment-row').first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Semaine' }).click();
  await expect(page.getByTestId('calendar-week')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  for (const action of ['Nouveau RDV', 'Disponibilités']) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && box.x >= 0 ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await page
    .getByTestId('upcoming-appointments')
    .getByRole('button', { name: /View Details/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('appointment-detail')).toBeVisible();
  // Once it has slid in, the sheet fits the screen.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
