import type { APIRequestContext, Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, dayButtonName, londonDayAhead, signUpPaid, uniqueEmail } from './support.ts';

/**
 * Client messages, as its acceptance walks it, on a jeweller created here: a visitor books in
 * the showroom with the SMS tick box and the confirmation appears in the local message outbox (the
 * stand-in for Twilio, http://localhost:1090); the client's reply, sent from the outbox signed as Twilio
 * signs, lands in the dashboard's Messages inbox and the jeweller answers (the answer in the outbox); 'STOP'
 * from that number opts the client out of texts at once. The reminder (a moved clock) is covered by the
 * API's test (features/messaging/messaging.test.ts): e2e has no way to move the server's time.
 */
const OUTBOX = 'http://localhost:1090';

interface OutboxMessage {
  to: string;
  from: string;
  channel: string;
  body: string;
  sentAt: string;
}

async function api(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** The outbox's texts to a number, newest first, once at least one matches. */
async function textsTo(request: APIRequestContext, to: string, match: RegExp): Promise<OutboxMessage[]> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${OUTBOX}/messages`)).json()) as OutboxMessage[];
        found = all.filter((m) => m.to === to);
        return found.some((m) => match.test(m.body));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

async function bookWithSms(visitor: Page, slug: string, email: string, phone: string) {
  const day = londonDayAhead(3);
  await visitor.goto(`${urls.showroom}/s/${slug}/appointment`);
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByText('Rendez-vous en boutique', { exact: true }).click();
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  if (day.nextMonth) await visitor.getByRole('button', { name: /mois suivant/i }).click();
  await visitor.getByRole('button', { name: dayButtonName(day) }).click();
  const group = visitor.getByRole('group', { name: /Heures disponibles/ });
  await expect(group.getByRole('radio').first()).toBeAttached();
  const time = (await group.getByRole('radio').first().getAttribute('value')) ?? '';
  await group.getByText(time, { exact: true }).click();
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  await visitor.getByLabel('Prénom').fill('Ada');
  await visitor.getByLabel(/^Nom/).fill('Texto');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Téléphone').fill(phone);
  await visitor.getByLabel(/Recevoir la confirmation et le rappel par SMS/).check();
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  await visitor.getByRole('button', { name: /Payer .* \(paiement simulé\)|Confirmer/ }).click();
  await expect(visitor.getByText('Rendez-vous enregistré')).toBeVisible();
}

test('a booking texted with consent, a reply in the inbox answered, STOP opting the client out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('messages');
  await signUpPaid(page, 'MOISSANITE', 'Atelier Texto', email);
  const token = await accessToken(page);
  await api(page.request, token, 'POST', '/v1/showroom/page/publish');
  const { slug } = (await api(page.request, token, 'GET', '/v1/showroom/settings')) as { slug: string };

  // The visitor books with the SMS tick box: the confirmation is in the outbox.
  const phone = `+4479111${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const clientEmail = uniqueEmail('client');
  const visitor = await page.context().browser()!.newPage({ locale: 'fr-FR', timezoneId: 'Europe/London' });
  await bookWithSms(visitor, slug, clientEmail, `${phone.slice(0, 3)} ${phone.slice(3)}`);
  const [confirmation] = await textsTo(page.request, phone, /rendez-vous noté/);
  expect(confirmation!.channel).toBe('sms');
  expect(confirmation!.body).toContain('/booking/manage#');

  // The client replies from their phone (the outbox signs it as Twilio would).
  const reply = await page.request.post(`${OUTBOX}/messages/inbound`, {
    data: { from: phone, to: confirmation!.from, body: 'Puis-je venir avec ma bague ?' },
  });
  expect(((await reply.json()) as { webhookStatus: number }).webhookStatus).toBe(200);

  // …it lands in the inbox; the jeweller answers from there, on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${urls.dashboard}/dashboard/messages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const conversation = page.getByTestId('conversations').getByRole('button', { name: /Ada Texto/ });
  await expect(conversation).toContainText('Puis-je venir avec ma bague ?');
  await conversation.click();
  await expect(page.getByTestId('message-thread')).toContainText('Puis-je venir avec ma bague ?');
  await page.getByLabel('Votre réponse').fill('Bien sûr, à bientôt !');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
  await textsTo(page.request, phone, /Bien sûr, à bientôt !/);

  // 'STOP' from that number: opted out at once.
  await page.request.post(`${OUTBOX}/messages/inbound`, {
    data: { from: phone, to: confirmation!.from, body: 'STOP' },
  });
  const clients = (await api(
    page.request,
    token,
    'GET',
    `/v1/clients?q=${encodeURIComponent(clientEmail)}`,
  )) as {
    items: { id: string }[];
  };
  const clientId = clients.items[0]!.id;
  await expect
    .poll(
      async () =>
        ((await api(page.request, token, 'GET', `/v1/clients/${clientId}/consents`)) as { sms: boolean }).sms,
    )
    .toBe(false);
  // The jeweller can no longer text them: the answer box says why. (At 375 px the last send's toast lies
  // over the send button, and stays while the pointer rests on it: the pointer moves off and it goes.)
  await page.mouse.move(5, 5);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByLabel('Votre réponse').fill('Encore une chose');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Envoi impossible')).toBeVisible();
  await expect(
    page.getByText('Ce client n’a pas accepté de recevoir des messages par ce canal.'),
  ).toBeVisible();
  await expect(page.getByLabel('Votre réponse')).toHaveValue('Encore une chose');
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await visitor.close();
});
