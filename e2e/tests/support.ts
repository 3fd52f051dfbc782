import { createHmac, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { urls } from '../playwright.config.ts';

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

/** On the sandbox's checkout page: pay with the test card. */
export async function payOnSandbox(page: Page) {
  await expect(page.getByText('Test mode — no real payment', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /Payer/ }).click();
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
