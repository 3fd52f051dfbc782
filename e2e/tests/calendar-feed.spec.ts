import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, londonDayAhead, signUpPaid, uniqueEmail } from './support.ts';

/**
 * The jeweller's calendar on their phone (ADR 068), at 375 px, on a jeweller created here: an appointment
 * is booked, Settings → Agenda makes the member's private feed and shows its address (with a webcal link
 * and a QR code); the address, fetched as a phone's calendar would, holds the appointment; a new address
 * turns the old one off.
 */
test('a member subscribes to their calendar feed from Settings at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('calendar');
  await signUpPaid(page, 'MOISSANITE', 'Atelier Agenda', email);
  const token = await accessToken(page);

  // An appointment booked in the back office.
  const day = londonDayAhead(4);
  const booked = await page.request.post(`${urls.api}/v1/appointments`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'store',
      date: day.iso,
      time: '11:00',
      notifyClient: false,
      client: { name: 'Agathe Calendrier', email: uniqueEmail('agathe') },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointment = (await booked.json()) as { id: string };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=calendar`);
  await expect(page.getByRole('heading', { name: 'Votre agenda sur votre téléphone' })).toBeVisible();
  await expect(page.getByText('Aucun abonnement pour le moment.')).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon abonnement' }).click();
  const field = page.getByLabel('Adresse de l’abonnement');
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: 'S’abonner sur ce téléphone' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await expect(page.getByRole('img', { name: /Scannez/ })).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const url = await field.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = (await feed.text()).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect(ics).toContain(`UID:appointment-${appointment.id}@carat`);
  expect(ics).toContain('Agathe Calendrier');
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${day.iso.replace(/-/g, '')}T110000`);

  // A new address: the old one stops at once.
  await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
});
