import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

export const DEMO = { email: 'demo@jeweller.test', password: 'demo1234' };

export function uniqueEmail(prefix = 'jeweller'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/** RFC 6238 code for a base32 secret (what an authenticator app shows). */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${urls.dashboard}/auth?mode=signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signUp(
  page: Page,
  query: string,
  fullName: string,
  email: string,
  password = 'secret123',
) {
  await page.goto(`${urls.dashboard}/auth${query}`);
  await page.getByLabel('Nom complet').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

/** A new jeweller on a paid plan: signs up with the plan chosen, pays on the sandbox, lands on the dashboard. */
export async function signUpPaid(page: Page, plan: string, fullName: string, email: string) {
  await signUp(page, `?plan=${plan}`, fullName, email);
  await expect(page).toHaveURL(/\/payment/);
  await page.getByTestId(`plan-${plan}`).getByRole('button', { name: 'Choisir ce plan' }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(`${urls.dashboard}/dashboard`, { timeout: 20_000 });
  await expectEveryText(page);
}

/** A text key of the dashboard's catalogues, shown as such when its texts have not been loaded. */
const RAW_KEY =
  /\b(?:home|onboarding|analytics|dashboard|nav|team|switcher|access|demo|common|orders|clients|invoices|catalogue|settings|appointments|availability|leads|design|sizes|builder|reviews|collections|collaborations|assistant|integrations|marketing|sms|repairs|custody|stock|sale|memos|layaways|metal|messaging)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*\b/;

/**
 * The page drawn with its texts, not their keys: each page's texts come with its chunk (the home carries the
 * shell's only; issue 30), so a text used where its catalogue is not loaded would show its key.
 */
export async function expectEveryText(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
}

/**
 * On the sandbox's checkout page: pay with the test card. A client's payment (a deposit, a pay link) goes
 * back to the showroom and ends there. A jeweller's subscription goes back to the dashboard, where the
 * shop's step (/welcome: name, country, currency…; issue 36) is skipped, as a jeweller in a hurry would, so
 * the business keeps today's defaults (London, £) — unless `welcome: 'stay'` leaves it for the test to
 * answer, or `welcome: 'later'` returns at once (the test reads 'Paiement réussi !' first).
 */
export async function payOnSandbox(page: Page, options: { welcome?: 'skip' | 'stay' | 'later' } = {}) {
  await expect(page.getByText('Test mode — no real payment', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /Payer/ }).click();
  await page.waitForURL((url) => url.origin === urls.showroom || url.origin === urls.dashboard, {
    timeout: 20_000,
  });
  if (new URL(page.url()).origin !== urls.dashboard || options.welcome === 'later') return;
  if (options.welcome === 'stay') {
    await expect(page).toHaveURL(`${urls.dashboard}/welcome`, { timeout: 20_000 });
    return;
  }
  await skipWelcome(page);
}

/** After a payment or a free start: skips the shop's step when it shows (it is asked once per business). */
export async function skipWelcome(page: Page) {
  await page.waitForURL(/\/(welcome|dashboard)(\?|$|\/)/, { timeout: 20_000 });
  const skip = page.getByRole('button', { name: 'Passer cette étape' });
  // The step goes on to the dashboard by itself when already answered or skipped in this browser.
  await expect
    .poll(async () => (await skip.isVisible()) || new URL(page.url()).pathname.startsWith('/dashboard'), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await skip.isVisible()) await skip.click();
}

/** The access token of the signed-in session (read from the session cookie). */
export async function accessToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies(urls.dashboard);
  const chunks = cookies
    .filter((c) => c.name.startsWith('sb-carat-auth.'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map((c) => decodeURIComponent(c.value));
  return (JSON.parse(chunks.join('')) as { access_token: string }).access_token;
}

/** A call to the API as the signed-in jeweller of `page`; anything but a 2xx fails the test with the answer. */
export async function apiAs(page: Page, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** The local dev mailbox (maildev) the API sends through in e2e runs. */
export const MAILBOX = 'http://localhost:1080';

export interface MailboxEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  attachments?: { contentType: string; generatedFileName: string; fileName?: string }[];
}

/** The emails of the local mailbox sent to an address with a subject (the jobs worker sends within seconds). */
export async function mailboxEmailsTo(address: string, subject: RegExp): Promise<MailboxEmail[]> {
  let found: MailboxEmail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${MAILBOX}/email`)).json()) as MailboxEmail[];
        found = all.filter((m) => m.to.some((to) => to.address === address) && subject.test(m.subject));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/**
 * The name of a calendar's day button ("mardi 1 décembre 2026", maybe followed by ", sélectionné"…), for
 * a day of londonDayAhead. Anchored after the weekday: "1 décembre" alone would also find the 11th, the
 * 21st and the 31st.
 */
export function dayButtonName(day: { label: string }): RegExp {
  return new RegExp(`^\\p{L}+ ${day.label}`, 'u');
}

/**
 * A date some days ahead in London (the demo shop's zone): its ISO form, the French name the day
 * picker gives its button ('samedi 29 novembre 2026'), and whether it falls in a later month than today.
 */
export function londonDayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions, at = date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(at);
  const iso = `${part({ year: 'numeric' })}-${part({ month: '2-digit' })}-${part({ day: '2-digit' })}`;
  const label = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  return { iso, label, nextMonth: part({ month: 'numeric' }, new Date()) !== part({ month: 'numeric' }) };
}

/** A small real JPEG, drawn by the browser itself (a gold disc on ivory). */
export async function drawJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f7f1e3';
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#b08d3c';
    ctx.beginPath();
    ctx.arc(160, 120, 80, 0, Math.PI * 2);
    ctx.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}
