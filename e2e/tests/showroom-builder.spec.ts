import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signIn } from './support.ts';

/*
 * The showroom builder's round trip, as the demo jeweller: a text block added, 'Publier', and the
 * sentence on the public showroom ('Voir mon showroom', and the demo's /showroom), rendered in the
 * server's HTML; then removed and published again, which leaves the demo as seeded.
 */

/** The toasts (sonner's region). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Fails the test on an uncaught error or a console error in the page (a hydration mismatch shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** 'Publier', waiting for the API to have published (the same toast may still show from a first time). */
async function publish(page: Page) {
  const published = page.waitForResponse(
    (res) => res.url().endsWith('/v1/showroom/page/publish') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  expect((await published).status()).toBe(200);
  await expect(
    toasts(page)
      .getByText(/^Votre showroom est en ligne$/)
      .first(),
  ).toBeVisible();
}

test('a text block published in the builder shows on the public showroom, and goes once removed', async ({
  page,
  context,
}) => {
  const sentence = `Notre atelier vous accueille sur rendez-vous ${randomBytes(4).toString('hex')}.`;
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`);
  await page.goto(`${urls.dashboard}/dashboard/showroom-builder`);
  await expect(page.getByRole('heading', { level: 1, name: 'Showroom Builder' })).toBeVisible();

  // The seeded page: a hero, a text about the house, testimonials and the contact details.
  const blocks = page.getByTestId('builder-block');
  await expect(blocks).toHaveCount(4);
  // Nothing changed yet: no 'Modifications non sauvegardées' on opening.
  const unsaved = page.getByText('Modifications non sauvegardées');
  await expect(unsaved).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Ajouter un bloc' })
    .getByRole('button', { name: 'Texte' })
    .click();
  await expect(toasts(page).getByText(/^bloc ajouté$/)).toBeVisible();
  await expect(blocks).toHaveCount(5);
  await blocks.last().getByLabel('Texte').fill(sentence);
  await expect(unsaved).toBeVisible();
  await publish(page);
  // Published: nothing left unsaved.
  await expect(unsaved).toHaveCount(0);

  // 'Voir mon showroom' opens the public showroom, with the new sentence among the published blocks.
  const [showroom] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Voir mon showroom' }).click(),
  ]);
  const errors = watchErrors(showroom);
  await showroom.waitForLoadState();
  expect(showroom.url()).toBe(`${urls.showroom}/s/demo`);
  await expect(showroom.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(showroom.getByText(sentence, { exact: true })).toBeVisible();
  await expect(showroom.getByTestId('showroom-hero')).toContainText('Bijoux d’exception, faits à Londres');
  await expect(showroom.getByRole('link', { name: 'contact@haleandco.example' })).toHaveAttribute(
    'href',
    'mailto:contact@haleandco.example',
  );
  // The blocks sit between Services and Collection, the new one last, as in the builder.
  const headings = await showroom.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Services')).toBeLessThan(headings.indexOf('Contact'));
  expect(headings.indexOf('Contact')).toBeLessThan(headings.indexOf('Collection'));
  const main = (await showroom.locator('main').textContent()) ?? '';
  expect(main.indexOf('Contact')).toBeLessThan(main.indexOf(sentence));
  expect(main.indexOf(sentence)).toBeLessThan(main.lastIndexOf('Collection'));
  expect(errors).toEqual([]);
  await showroom.close();

  // The demo's own route, in the server's HTML: there before any script runs.
  const html = await (await page.request.get(`${urls.showroom}/showroom`)).text();
  expect(html.slice(0, html.indexOf('<script', html.indexOf('<body')))).toContain(sentence);

  // Removed and published again: the showroom is back as seeded.
  await blocks.last().getByRole('button', { name: 'Supprimer le bloc' }).click();
  await expect(toasts(page).getByText(/^bloc supprimé$/)).toBeVisible();
  await expect(blocks).toHaveCount(4);
  await publish(page);
  const after = await (await page.request.get(`${urls.showroom}/showroom`)).text();
  expect(after).not.toContain(sentence);
  expect(after).toContain('Fondée en 2016 au cœur de Hatton Garden');
});
