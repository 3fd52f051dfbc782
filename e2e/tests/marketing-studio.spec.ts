import type { Download } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { accessToken, MAILBOX, type MailboxEmail, payOnSandbox, signUp, uniqueEmail } from './support.ts';

/*
 * The AI marketing studio as a new jeweller: a post from a piece (captions naming its real metal, a
 * square visual downloaded), a campaign to the VIPs with a test send, scheduled and sent by the job
 * worker; the local mailbox shows one personalised email per consenting VIP, with RFC 8058 headers and an
 * unsubscribe link that works.
 */

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Mail = MailboxEmail & { headers: Record<string, string> };

async function mailTo(address: string): Promise<Mail[]> {
  const all = (await (await fetch(`${MAILBOX}/email`)).json()) as Mail[];
  return all.filter((m) => m.to.some((to) => to.address === address));
}

/** 'YYYY-MM-DDTHH:mm' in London (the browser's zone in these runs), some seconds ahead, for datetime-local. */
function londonLocal(secondsAhead: number): string {
  const at = new Date(Date.now() + secondsAhead * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('a new jeweller makes a post and sends a campaign to the VIPs; unsubscribe works', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('studio');
  await signUp(page, '?plan=DIAMOND', 'Maison Studio', email);
  await expect(page).toHaveURL(/\/payment\?plan=DIAMOND/);
  await page.getByTestId('plan-DIAMOND').getByRole('button', { name: 'Choisir ce plan' }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });

  // The jeweller's own piece and clients (two consenting VIPs, one VIP without consent, one other).
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const product = await page.request.post(`${urls.api}/v1/products`, {
    headers,
    data: {
      nameFr: 'Solitaire Aube',
      category: 'RINGS',
      status: 'published',
      priceMinor: 325000,
      metals: ['or rose 18 carats'],
      stones: ['diamant ovale 1 carat'],
    },
  });
  expect(product.status()).toBe(201);
  const tag = email.split('@')[0];
  const clients = [
    { name: 'Camille Martin', email: `camille-${tag}@client.test`, status: 'vip', consent: true },
    { name: 'Léa Dubois', email: `lea-${tag}@client.test`, status: 'vip', consent: true },
    { name: 'Hugo Petit', email: `hugo-${tag}@client.test`, status: 'vip', consent: false },
    { name: 'Inès Roux', email: `ines-${tag}@client.test`, status: 'new', consent: true },
  ];
  const ids: Record<string, string> = {};
  for (const client of clients) {
    const res = await page.request.post(`${urls.api}/v1/clients`, {
      headers,
      data: { name: client.name, email: client.email, status: client.status },
    });
    expect(res.status()).toBe(201);
    ids[client.email] = ((await res.json()) as { id: string }).id;
    if (client.consent) {
      const consent = await page.request.put(
        `${urls.api}/v1/clients/${ids[client.email]}/marketing-consent`,
        {
          headers,
          data: { consented: true, source: 'in-store' },
        },
      );
      expect(consent.status()).toBe(200);
    }
  }

  // Try Demo on the tool opens the studio.
  await page.reload();
  await page.getByTestId('tool-ai-marketing-studio').getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard/marketing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio marketing IA' })).toBeVisible();

  // A post: captions from the piece's real attributes, then a square visual downloaded.
  await page.getByRole('checkbox', { name: 'Solitaire Aube' }).first().check();
  await page.getByRole('button', { name: 'Écrire les légendes' }).click();
  const captions = page.getByTestId('caption-text');
  await expect(captions.first()).toContainText('or rose 18 carats');
  await expect(captions.first()).toContainText('diamant ovale 1 carat');
  const first = await captions.first().textContent();
  await page.getByRole('button', { name: 'Autre variante' }).click();
  await expect(captions.first()).not.toHaveText(first ?? '');
  await expect(page.getByRole('img', { name: /Aperçu du visuel de Solitaire Aube/ })).toBeVisible({
    timeout: 30_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger en PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('post-1080x1080.png');
  const png = await bytesOf(download);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);

  // The caption saved as a post planned in an hour, with the square visual: listed, and in the calendar.
  const planned = await captions.first().textContent();
  await page.getByRole('button', { name: 'Planifier' }).first().click();
  const saveCard = page.getByTestId('save-post');
  await expect(saveCard.getByLabel('Légende')).toHaveValue(planned ?? '');
  await saveCard.getByLabel('Date de publication prévue').fill(londonLocal(3600));
  await expect(saveCard.getByLabel(/Joindre le visuel choisi \(Carré/)).toBeChecked();
  await saveCard.getByRole('button', { name: 'Enregistrer la publication' }).click();
  await expect(page.getByText('Publication enregistrée')).toBeVisible({ timeout: 30_000 });
  const savedPost = page.getByTestId('planned-posts').getByRole('listitem').first();
  await expect(savedPost).toContainText('or rose 18 carats');
  await expect(savedPost).toContainText('Carré (1080 × 1080)');
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  const inCalendar = page.getByTestId('calendar-post');
  await expect(inCalendar).toHaveCount(1);
  await expect(inCalendar).toContainText('Publication Instagram');
  await expect(inCalendar).toContainText('or rose 18 carats');
  await page.getByRole('tab', { name: 'Publications' }).click();

  // A campaign to the VIPs: two consenting ones will receive it.
  await page.getByRole('tab', { name: 'Campagnes' }).click();
  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  await page.getByLabel('Nom de la campagne').fill('Sélection VIP');
  await page.getByLabel('Objet').fill('{{firstName}}, notre sélection');
  await page.getByRole('button', { name: 'Texte', exact: true }).click();
  await page.getByRole('textbox', { name: 'Texte', exact: true }).fill('Une pièce choisie pour vous.');
  await page.getByRole('button', { name: 'Pièces', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Solitaire Aube' }).last().check();
  await page.getByLabel('Destinataires').selectOption('vip');
  await expect(page.getByTestId('audience-count')).toHaveText(
    '2 clients recevront cet e-mail (seulement ceux qui ont donné leur accord).',
  );
  await page.getByRole('button', { name: 'Envoyer un test' }).click();
  await expect(page.getByText(`Test envoyé à ${email}`)).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(1);
  expect((await mailTo(email))[0]!.subject).toMatch(/^\[Test\] .*notre sélection$/);

  await page.getByLabel('Date et heure d’envoi').fill(londonLocal(60));
  await page.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(page.getByText('Campagne programmée')).toBeVisible();
  await page.getByRole('button', { name: 'Retour aux campagnes' }).click();
  await expect(page.getByTestId('campaign-status').first()).toHaveText('Programmée');

  // Sent by the worker at its time: one personalised email to each consenting VIP, none to anyone else.
  for (const client of clients.slice(0, 2)) {
    await expect.poll(async () => (await mailTo(client.email)).length, { timeout: 150_000 }).toBe(1);
  }
  const camille = (await mailTo(clients[0]!.email))[0]!;
  expect(camille.subject).toBe('Camille, notre sélection');
  expect(camille.text).toContain('Bonjour Camille,');
  expect(camille.text).toContain('Solitaire Aube');
  expect(camille.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const header = camille.headers['list-unsubscribe'] ?? '';
  expect(header).toMatch(/^<http:\/\/localhost:8787\/v1\/unsubscribe\/[\w.-]+>$/);
  expect((await mailTo(clients[1]!.email))[0]!.subject).toBe('Léa, notre sélection');
  expect(await mailTo(clients[2]!.email)).toHaveLength(0);
  expect(await mailTo(clients[3]!.email)).toHaveLength(0);

  await page.reload();
  await page.getByRole('tab', { name: 'Campagnes' }).click();
  await expect(page.getByTestId('campaign-status').first()).toHaveText('Envoyée');
  await expect(page.getByTestId('campaign-counts').first()).toHaveText(
    '2 envoyés · 2 délivrés · 0 clic · 0 désinscription',
  );

  // The visible link: a page whose button POSTs; the consent is withdrawn at once.
  const link = /Se désinscrire: (\S+)/.exec(camille.text)![1]!;
  expect(link).toBe(header.slice(1, -1));
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(visitor.getByRole('status')).toHaveText('C’est fait : vous ne recevrez plus ses e-mails.');
  await visitor.close();
  const consent = await page.request.get(
    `${urls.api}/v1/clients/${ids[clients[0]!.email]}/marketing-consent`,
    {
      headers,
    },
  );
  expect(((await consent.json()) as { consented: boolean }).consented).toBe(false);
});
