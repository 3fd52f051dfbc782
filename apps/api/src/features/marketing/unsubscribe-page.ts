import { createHash } from 'node:crypto';
import type { Locale } from '@carat/domain/locale';
import { escapeHtml } from '@carat/marketing/email';

/** The texts of the unsubscribe page a reader sees after following the visible link. */
const TEXTS: Record<Locale, Record<'title' | 'ask' | 'button' | 'done' | 'invalid', string>> = {
  fr: {
    title: 'Désinscription',
    ask: 'Ne plus recevoir les e-mails de ce bijoutier ?',
    button: 'Confirmer la désinscription',
    done: 'C’est fait : vous ne recevrez plus ses e-mails.',
    invalid: 'Ce lien de désinscription n’est pas valide.',
  },
  en: {
    title: 'Unsubscribe',
    ask: 'Stop receiving emails from this jeweller?',
    button: 'Confirm unsubscribe',
    done: 'Done: you will not receive their emails any more.',
    invalid: 'This unsubscribe link is not valid.',
  },
};

const STYLE =
  'body{font-family:Georgia,serif;background:#faf7f0;color:#14120f;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px}main{max-width:420px;text-align:center}button{font:inherit;padding:12px 24px;border-radius:999px;border:0;background:#c9a227;color:#14120f;cursor:pointer}button:focus-visible{outline:3px solid #14120f;outline-offset:2px}';

/**
 * The page's own policy: nothing loads, no script runs; its one inline style is allowed by its hash (the
 * API's default policy, `default-src 'none'`, blocked it and the page showed unstyled), and its form posts
 * only back here.
 */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** French unless the reader's browser prefers English. */
export function pageLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}

/**
 * The page: on GET a confirmation form that POSTs (a link scanner's GET changes nothing), after the POST
 * the confirmation. No script, no cookie.
 */
export function unsubscribePage(locale: Locale, state: 'ask' | 'done' | 'invalid', action: string): string {
  const t = TEXTS[locale];
  const body =
    state === 'ask'
      ? `<p>${t.ask}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t.button}</button></form>`
      : `<p role="status">${state === 'done' ? t.done : t.invalid}</p>`;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title>
<style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1>${body}</main></body></html>`;
}
