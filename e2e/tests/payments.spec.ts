import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import {
  accessToken,
  apiAs,
  dayButtonName,
  londonDayAhead,
  mailboxEmailsTo,
  payOnSandbox,
  signUp,
  signUpPaid,
  uniqueEmail,
} from './support.ts';

/**
 * Issue 15 on the local Stripe sandbox, with a jeweller created here: they connect their own Stripe
 * account from Settings → Paiements; a visitor books a design session (its deposit, the spec's), pays it on
 * the jeweller's account and lands on their booking, deposit paid; the jeweller sees 'Acompte payé'; the
 * client cancels more than 48 h ahead through the booking link and is refunded (the jeweller sees it, the
 * client's email says it); an invoice's pay link is paid by the client and the invoice turns paid; an
 * invoice emailed with 'Payer en ligne' is paid from the link in the mailbox, turns paid, and the client
 * gets a receipt by email.
 */

/** A visitor books a design session (the spec's deposit) on the showroom and pays it in the sandbox. */
async function bookAndPayDeposit(
  visitor: Page,
  slug: string,
  day: ReturnType<typeof londonDayAhead>,
  time: string,
  lastName: string,
  email: string,
) {
  await visitor.goto(`${urls.showroom}/s/${slug}/appointment`);
  // The wizard is server-rendered: a click before hydration would be lost.
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByText('Séance de création', { exact: true }).click();
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  if (day.nextMonth) await visitor.getByRole('button', { name: /mois suivant/i }).click();
  await visitor.getByRole('button', { name: dayButtonName(day) }).click();
  await visitor
    .getByRole('group', { name: /Heures disponibles/ })
    .getByText(time, { exact: true })
    .click();
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  await visitor.getByLabel('Prénom').fill('Ada');
  await visitor.getByLabel(/^Nom/).fill(lastName);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Téléphone').fill('+44 20 7946 0999');
  await visitor.getByRole('button', { name: 'Suivant', exact: true }).click();
  await visitor.getByRole('button', { name: /Payer/ }).click();

  // The sandbox's payment page, on the jeweller's account, labelled Sandbox.
  await expect(visitor.getByText(/Sandbox · Test mode/)).toBeVisible();
  await payOnSandbox(visitor);
  await expect(visitor).toHaveURL(/\/booking\/manage\?paid=1#/);
  await expect(visitor.getByTestId('booking-deposit')).toContainText('Acompte payé', { timeout: 15_000 });
  await expect(visitor.getByTestId('booking-status')).toHaveText('En attente de confirmation');
}

test('a new jeweller connects Stripe; a visitor pays a booking deposit; the jeweller sees it paid', async ({
  page,
  browser,
}) => {
  // The first test of a run also waits for the cold apps (sign-up, sandbox checkout, onboarding).
  test.setTimeout(240_000);
  // A new MOISSANITE jeweller.
  await signUpPaid(page, 'MOISSANITE', 'Paula Payments', uniqueEmail('payments'));

  // Settings → Paiements: not connected, labelled Sandbox; connect and onboard on the sandbox's page.
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
  await expect(page.getByRole('tab', { name: 'Paiements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('payments-sandbox')).toHaveText('Sandbox');
  await expect(page.getByText('Aucun compte Stripe n’est connecté.')).toBeVisible();
  await page.getByRole('button', { name: 'Connecter Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Activer les paiements' })).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: /Envoyer les informations/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=payments/);
  await expect(page.getByText('Votre compte peut encaisser vos clients.')).toBeVisible();
  await expect(page.getByTestId('payments-charges')).toHaveText('Activés');
  await expect(page.getByTestId('payments-payouts')).toHaveText('Activés');

  // The showroom goes online with a week of 10:00 and 14:00.
  await apiAs(page, 'POST', '/v1/showroom/page/publish');
  const { slug } = (await apiAs(page, 'GET', '/v1/showroom/settings')) as { slug: string };
  await apiAs(page, 'PUT', '/v1/availability', {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00', '14:00'] })),
    closedDates: [],
    bufferMinutes: 0,
  });

  // A visitor books a design session (the spec's deposit) and pays it on the jeweller's account.
  const visitor = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Europe/London' });
  const day = londonDayAhead(6);
  const visitorEmail = uniqueEmail('visitor');
  await bookAndPayDeposit(visitor, slug, day, '10:00', 'Deposit', visitorEmail);
  const manageUrl = visitor.url();

  // The slot is taken for the next visitor.
  const free = await page.request.get(
    `${urls.api}/v1/showrooms/${slug}/availability?type=design&date=${day.iso}`,
  );
  const { slots } = (await free.json()) as { slots: { time: string }[] };
  expect(slots.map((s) => s.time)).not.toContain('10:00');

  // The jeweller sees the deposit paid on the appointment.
  await page.goto(`${urls.dashboard}/dashboard/appointments`);
  const calendar = page.getByRole('tabpanel', { name: 'Mois' });
  if (day.nextMonth) await calendar.getByRole('button', { name: /mois suivant/i }).click();
  await calendar.getByRole('button', { name: dayButtonName(day) }).click();
  await page
    .getByTestId('calendar-day')
    .getByRole('button', { name: /View Details.*Ada Deposit/ })
    .click();
  await expect(page.getByRole('dialog').getByText(/Acompte payé/)).toBeVisible();

  // Six days ahead is more than 48 h: the client cancels through the booking link and is refunded.
  await visitor.goto(manageUrl.replace('?paid=1', ''));
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await expect(visitor.getByTestId('booking-status')).toHaveText('Annulé');
  await expect(visitor.getByTestId('booking-deposit')).toContainText('Acompte remboursé');
  const [cancelMail] = await mailboxEmailsTo(visitorEmail, /^Rendez-vous annulé — /);
  expect(cancelMail!.text).toMatch(/Votre acompte de .+ vous est remboursé/);
  // The jeweller's side: the appointment reads cancelled, deposit refunded (the calendar hides cancelled
  // appointments, so this is read through the jeweller's own API).
  const token = manageUrl.split('#')[1]!;
  const booking = (await (await page.request.get(`${urls.api}/v1/bookings/${token}`)).json()) as {
    id: string;
  };
  const seen = (await apiAs(page, 'GET', `/v1/appointments/${booking.id}`)) as {
    status: string;
    deposit: { status: string };
  };
  expect(seen).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
  await page.keyboard.press('Escape');

  // Another client books and pays; the deposit becomes their credit and is deducted, visibly, on their
  // next invoice (the deposit receipt's number on the line).
  const secondEmail = uniqueEmail('credit');
  await bookAndPayDeposit(visitor, slug, day, '14:00', 'Credit', secondEmail);
  const credited = (await apiAs(page, 'POST', '/v1/invoices', {
    clientName: 'Ada Credit',
    clientEmail: secondEmail,
    items: [{ description: 'Bague sur mesure', quantity: 1, price: '500.00' }],
  })) as { id: string };
  await apiAs(page, 'POST', `/v1/invoices/${credited.id}/issue`);
  await page.goto(`${urls.dashboard}/dashboard/invoices?invoice=${credited.id}`);
  await expect(page.getByTestId('invoice-credit-deduction')).toContainText(/Acompte déduit \(/);
  await expect(page.getByTestId('invoice-credit-deduction')).toContainText(/-\s?\d/);
  await expect(page.getByText('Reste à payer').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // 'Payer en ligne': an issued invoice's pay link, opened by the client, paid, and the invoice turns paid.
  const draft = (await apiAs(page, 'POST', '/v1/invoices', {
    clientName: 'Ada Deposit',
    clientEmail: uniqueEmail('invoice'),
    items: [{ description: 'Bague sur mesure', quantity: 1, price: '240.00' }],
  })) as { id: string };
  const invoice = (await apiAs(page, 'POST', `/v1/invoices/${draft.id}/issue`)) as { number: string };
  const link = (await apiAs(page, 'POST', `/v1/invoices/${draft.id}/payment-link`)) as { url: string };
  await visitor.goto(link.url);
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(visitor.getByRole('heading', { name: `Facture ${invoice.number}` })).toBeVisible();
  await visitor.getByRole('button', { name: /Payer en ligne/ }).click();
  await payOnSandbox(visitor);
  await expect(visitor.getByTestId('pay-status')).toContainText('Facture payée', { timeout: 15_000 });
  expect(((await apiAs(page, 'GET', `/v1/invoices/${draft.id}`)) as { status: string }).status).toBe('paid');

  // An invoice emailed with 'Payer en ligne': paid from the link in the mailbox, then a receipt by email.
  const clientEmail = uniqueEmail('mailed');
  const mailed = (await apiAs(page, 'POST', '/v1/invoices', {
    clientName: 'Bea Mailbox',
    clientEmail,
    items: [{ description: 'Alliance gravée', quantity: 1, price: '180.00' }],
  })) as { id: string };
  await apiAs(page, 'POST', `/v1/invoices/${mailed.id}/send`, {});
  const [invoiceMail] = await mailboxEmailsTo(clientEmail, /^Facture .+ — /);
  const payUrl = invoiceMail!.text.match(/Payer en ligne: (\S+)/)?.[1];
  expect(payUrl, 'the invoice email carries its pay link').toBeTruthy();
  await visitor.goto(payUrl!);
  await expect(visitor.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await visitor.getByRole('button', { name: /Payer en ligne/ }).click();
  await payOnSandbox(visitor);
  await expect(visitor.getByTestId('pay-status')).toContainText('Facture payée', { timeout: 15_000 });
  const paidMailed = (await apiAs(page, 'GET', `/v1/invoices/${mailed.id}`)) as {
    status: string;
    number: string;
  };
  expect(paidMailed.status).toBe('paid');
  const [receipt] = await mailboxEmailsTo(clientEmail, /^Reçu de paiement — facture /);
  expect(receipt!.text).toMatch(
    new RegExp(`Nous avons bien reçu votre paiement de .+ pour la facture ${paidMailed.number}\\.`),
  );
  await visitor.close();
});

test('a CZ jeweller is told why payments are unavailable, and the API refuses them', async ({ page }) => {
  await signUp(page, '', 'Cubic Payments', uniqueEmail('czpay'));
  await expect(page).toHaveURL(/\/payment/);
  const checkout = await page.request.post(`${urls.api}/functions/v1/create-checkout`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { priceId: 'price_cz_monthly_gbp' },
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
  await page.goto(`${urls.dashboard}/dashboard/settings?tab=payments`);
  await expect(page.getByTestId('payments-plan-required')).toContainText(
    'Le plan CZ ne prend pas de paiements en ligne.',
  );
  const refused = await page.request.post(`${urls.api}/v1/payments/account`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'plan_required' } });
});
