import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, mailboxEmailsTo, payOnSandbox, signUp, uniqueEmail } from './support.ts';

/*
 * The showroom's AI assistant in Chromium: a new Moissanite jeweller switches it on from 'Try Demo'; a
 * visitor asks in French for a gold chain under 2 000 €, gets the matching pieces, books a free slot in
 * the chat (after 'Avez-vous des solitaires ?' is answered with the jeweller's solitaire as a card); the
 * appointment is in the jeweller's diary, the lead with its score in 'Demandes', the mail
 * in the mailbox. A CZ showroom shows no assistant.
 */

async function api(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** A new jeweller on a plan, paid on the sandbox, with a published showroom: its slug and token. */
async function newJeweller(page: Page, plan: 'MOISSANITE' | 'CZ', email: string) {
  if (plan === 'MOISSANITE') {
    await signUp(page, '?plan=MOISSANITE', 'Atelier Assistant', email);
    await expect(page).toHaveURL(/\/payment/);
    await page.getByTestId('plan-MOISSANITE').getByRole('button', { name: 'Choisir ce plan' }).click();
  } else {
    await signUp(page, '', 'Atelier Zircon', email);
    await expect(page).toHaveURL(/\/payment/);
    const checkout = await page.request.post(`${urls.api}/functions/v1/create-checkout`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: { priceId: 'price_cz_monthly_gbp' },
    });
    await page.goto(((await checkout.json()) as { url: string }).url);
  }
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
  const token = await accessToken(page);
  await api(page.request, token, 'POST', '/v1/showroom/page/publish');
  const { slug } = (await api(page.request, token, 'GET', '/v1/showroom/settings')) as { slug: string };
  return { token, slug };
}

test('a visitor finds gold chains under 2 000 € and books a free slot through the assistant', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = randomBytes(3).toString('hex');
  const email = uniqueEmail('assistant');
  const { token, slug } = await newJeweller(page, 'MOISSANITE', email);
  await api(page.request, token, 'PUT', '/v1/availability', {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '15:00'] })),
    closedDates: [],
    bufferMinutes: 0,
  });
  for (const [name, priceMinor, metals] of [
    [`Chaîne forçat or jaune ${id}`, 145_000, ['Or jaune']],
    [`Chaîne gourmette or ${id}`, 189_000, ['Or jaune']],
    [`Chaîne maille argent ${id}`, 18_000, ['Argent']],
    [`Chaîne or massif ${id}`, 450_000, ['Or jaune']],
  ] as const) {
    await api(page.request, token, 'POST', '/v1/products', {
      nameFr: name,
      category: 'CHAINS',
      priceMinor,
      metals,
      status: 'published',
    });
  }
  await api(page.request, token, 'POST', '/v1/products', {
    nameFr: `Bague Solitaire Aurore ${id}`,
    category: 'RINGS',
    priceMinor: 320_000,
    metals: ['Or blanc'],
    stones: ['Diamant'],
    status: 'published',
  });

  // 'Try Demo' on the AI Chatbot opens the tool page: the jeweller switches the assistant on.
  await page.reload();
  await page.getByTestId('tool-ai-chatbot').getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/assistant`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant IA (chatbot)' })).toBeVisible();
  await expect(page.getByText('Moteur hors ligne', { exact: false })).toBeVisible();
  await page.getByRole('switch', { name: 'Assistant activé sur le showroom' }).click();
  await page.getByLabel('Message d’accueil (français)').fill(`Bienvenue chez nous ${id} !`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés')).toBeVisible();

  // The visitor, on the showroom.
  const visitor = await page.context().browser()!.newPage({ locale: 'fr-FR', timezoneId: 'Europe/London' });
  await visitor.goto(`${urls.showroom}/s/${slug}`);
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Poser une question' }).click();
  const chat = visitor.getByRole('dialog', { name: /Assistant de/ });
  await expect(chat).toBeVisible();
  await expect(chat.getByText(`Bienvenue chez nous ${id} !`)).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Votre message' });
  await expect(input).toBeFocused();
  // A question is answered first, from the jeweller's own catalogue: the solitaire comes back as a card.
  await input.fill('Avez-vous des solitaires ?');
  await input.press('Enter');
  await expect(
    chat.getByTestId('assistant-product').filter({ hasText: `Bague Solitaire Aurore ${id}` }),
  ).toBeVisible();

  await input.fill('Bonjour, je cherche une chaîne en or à moins de 2 000 €');
  await input.press('Enter');
  const pieces = chat.getByTestId('assistant-product').filter({ hasText: 'Chaîne' });
  await expect(pieces).toHaveCount(2);
  await expect(pieces.filter({ hasText: `Chaîne forçat or jaune ${id}` })).toBeVisible();
  await expect(pieces.filter({ hasText: `Chaîne gourmette or ${id}` })).toBeVisible();
  await expect(chat.getByText(/argent|massif/)).toHaveCount(0);

  await input.fill('Je voudrais prendre rendez-vous en boutique');
  await input.press('Enter');
  const slots = chat.getByTestId('assistant-slot');
  await expect(slots.first()).toBeVisible();
  const slotLabel = (await slots.first().textContent())!;
  await slots.first().click();
  await expect(chat.getByText(/nom/i).last()).toBeVisible();
  await input.fill(`Marie Curie, marie-${id}@example.test, 06 12 34 56 78`);
  await input.press('Enter');
  await expect(chat.getByText('Rendez-vous réservé')).toBeVisible();

  // Kept across pages and reloads.
  await visitor.reload();
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Poser une question' }).click();
  await expect(visitor.getByRole('dialog').getByText('Rendez-vous réservé')).toBeVisible();
  await visitor.close();

  // The jeweller: the appointment in the diary, the lead with its score in 'Demandes', the mail.
  const appointments = JSON.stringify(await api(page.request, token, 'GET', '/v1/appointments'));
  expect(appointments).toContain(`marie-${id}@example.test`);
  await page.goto(`${urls.dashboard}/dashboard/appointments`);
  await expect(
    page
      .getByTestId('upcoming-appointments')
      .getByTestId('appointment-row')
      .filter({ hasText: 'Marie Curie' }),
  ).toBeVisible();
  await page.goto(`${urls.dashboard}/dashboard/leads`);
  const card = page.getByTestId('lead-card').filter({ hasText: 'Marie Curie' });
  await expect(card).toContainText('Assistant IA');
  await card.click();
  await expect(page.getByTestId('lead-score')).toContainText(/Score de l’assistant : \d+\/100/);
  await page.keyboard.press('Escape');
  await page.goto(`${urls.dashboard}/dashboard/assistant`);
  await page.getByRole('button', { name: /Voir la conversation — Marie Curie/ }).click();
  await expect(page.getByRole('dialog').getByText(slotLabel, { exact: false }).first()).toBeVisible();
  expect((await mailboxEmailsTo(email, /assistant/)).length).toBeGreaterThan(0);
});

test('a CZ showroom shows no assistant', async ({ page }) => {
  test.setTimeout(120_000);
  const { slug } = await newJeweller(page, 'CZ', uniqueEmail('cz-assistant'));
  const answer = page.waitForResponse((res) => res.url().endsWith(`/v1/showrooms/${slug}/assistant`));
  await page.goto(`${urls.showroom}/s/${slug}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await (await answer).json()).toEqual({ available: false, welcome: null });
  await expect(page.getByTestId('assistant-launcher')).toHaveCount(0);
});
