import { escapeHtml as e } from './html.ts';
import type {
  SandboxAccount,
  SandboxCheckoutSession,
  SandboxPaymentIntent,
  SandboxPortalSession,
  SandboxPrice,
  SandboxProduct,
  SandboxSubscription,
} from './state.ts';

/**
 * An amount in the currency's smallest unit, as Stripe takes it: a yen is 1 unit, a pound 100, a dinar 1000
 * (the currency's decimals, from Intl, which follows ISO 4217).
 */
const minor = (amountMinor: number, currency: string) => {
  const format = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};
const amount = (price: SandboxPrice) => minor(price.unit_amount, price.currency);
const per = (price: SandboxPrice) => (price.recurring.interval === 'year' ? '/ an' : '/ mois');
const date = (seconds: number) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date(seconds * 1000));

function layout(title: string, body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)} — Stripe sandbox</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f1e7;color:#1a1a1a}
main{max-width:30rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
.banner{background:#7a4b00;color:#fff;text-align:center;padding:.6rem;font-weight:600}
h1{font-family:Georgia,serif;font-weight:normal;margin-top:0}
label{display:block;font-size:.9rem;margin:.8rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.7rem;font-size:1rem;border:1px solid #aaa;border-radius:6px}
button{padding:.75rem 1.2rem;font-size:1rem;border-radius:6px;border:1px solid #0b0b0c;cursor:pointer}
.primary{background:#0b0b0c;color:#f6f1e7;width:100%;margin-top:1rem}
.secondary{background:#fff;color:#0b0b0c}
.error{background:#fde8e8;color:#8a1010;padding:.6rem;border-radius:6px}
.muted{color:#555;font-size:.9rem}
.row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center;justify-content:space-between;border-top:1px solid #ddd;padding:.8rem 0}
</style></head><body><div class="banner" role="note">Sandbox · Test mode — no real payment · Mode test — aucun paiement réel</div>
<main>${body}</main></body></html>`;
}

export function checkoutPage(
  session: SandboxCheckoutSession,
  price: SandboxPrice,
  products: Record<string, SandboxProduct>,
  error?: string,
) {
  const product = products[price.product]?.name ?? price.product;
  if (session.status !== 'open') {
    return layout(
      'Paiement',
      `<h1>Session terminée</h1><p>Cette session de paiement n'est plus ouverte.</p>`,
    );
  }
  return layout(
    'Paiement',
    `<h1>${e(product)}</h1>
<p><strong>${e(amount(price))}</strong> ${per(price)}</p>
<p class="muted">Stripe sandbox: use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).</p>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/checkout/${e(session.id)}/pay">
<label for="card">Carte de test · Test card</label>
<input id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="cc-number">
<label for="exp">Expiration</label><input id="exp" name="exp" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123">
<button class="primary" type="submit">Payer ${e(amount(price))} · Pay</button>
</form>
<form method="post" action="/checkout/${e(session.id)}/cancel"><button class="secondary" type="submit" style="margin-top:1rem">Annuler · Cancel</button></form>`,
  );
}

export function portalPage(
  session: SandboxPortalSession,
  subscriptions: SandboxSubscription[],
  prices: Record<string, SandboxPrice>,
  products: Record<string, SandboxProduct>,
  now: number,
) {
  const rows = subscriptions.map((s) => {
    const item = s.items.data[0]!;
    const name = products[item.price.product]?.name ?? item.price.product;
    const card =
      typeof s.default_payment_method === 'object' && s.default_payment_method
        ? `•••• ${e(s.default_payment_method.card.last4)}`
        : '';
    if (s.status === 'canceled') {
      return `<div class="row"><span>${e(name)} — terminé le ${date(s.ended_at ?? now)}</span></div>`;
    }
    const others = Object.values(prices).filter(
      (p) => p.id !== item.price.id && p.currency === item.price.currency,
    );
    return `<section class="row" aria-label="${e(name)}">
<div><strong>${e(name)}</strong> · ${e(amount(item.price))} ${per(item.price)} ${card}<br>
<span class="muted">${s.cancel_at_period_end ? `Se termine le ${date(item.current_period_end)}` : `Prochain paiement le ${date(item.current_period_end)}`}</span></div>
<form method="post" action="/portal/${e(session.id)}/switch">
<input type="hidden" name="subscription" value="${e(s.id)}">
<label for="price-${e(s.id)}">Changer de plan · Switch plan</label>
<select id="price-${e(s.id)}" name="price">${others.map((p) => `<option value="${e(p.id)}">${e(products[p.product]?.name ?? p.product)} — ${e(amount(p))} ${per(p)}</option>`).join('')}</select>
<button class="secondary" type="submit">Changer · Switch</button></form>
<form method="post" action="/portal/${e(session.id)}/cancel">
<input type="hidden" name="subscription" value="${e(s.id)}">
${s.cancel_at_period_end ? '<input type="hidden" name="resume" value="true"><button class="secondary" type="submit">Reprendre l\'abonnement · Resume</button>' : '<button class="secondary" type="submit">Annuler à la fin de la période · Cancel at period end</button>'}
</form></section>`;
  });
  return layout(
    'Abonnement',
    `<h1>Votre abonnement</h1>${rows.join('') || '<p>Aucun abonnement.</p>'}
<p><a href="${e(session.return_url)}">Retour au site · Return</a></p>`,
  );
}

/** A payment on a connected account (direct charge): the jeweller's name, what is paid, a test card. */
export function paymentPage(session: SandboxCheckoutSession, account: SandboxAccount, error?: string) {
  const merchant = account.metadata.business_name || account.email || account.id;
  if (session.status !== 'open') {
    return layout(
      'Paiement',
      `<h1>Session terminée</h1><p>Cette session de paiement n'est plus ouverte${session.status === 'expired' ? ' : elle a expiré' : ''}.</p>
<p><a href="${e(session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Retour · Back</a></p>`,
    );
  }
  const total = minor(session.amount_total ?? 0, session.currency ?? 'eur');
  return layout(
    'Paiement',
    `<p class="muted">${e(merchant)}</p>
<h1>${e(session.line_name ?? 'Paiement')}</h1>
<p><strong data-testid="amount">${e(total)}</strong></p>
<p class="muted">Stripe sandbox: use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).</p>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/checkout/${e(session.id)}/pay">
<label for="card">Carte de test · Test card</label>
<input id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="cc-number">
<label for="exp">Expiration</label><input id="exp" name="exp" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123">
<button class="primary" type="submit">Payer ${e(total)} · Pay</button>
</form>
<p><a href="${e(session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Retour sans payer · Back without paying</a></p>`,
  );
}

/** Stripe's hosted onboarding, simulated: submit the details, or leave some for later. */
export function onboardingPage(accountId: string, linkId: string) {
  return layout(
    'Onboarding',
    `<h1>Activer les paiements</h1>
<p class="muted">Compte connecté ${e(accountId)}. Dans le sandbox, aucune information n'est demandée.</p>
<form method="post" action="/connect/onboarding/${e(linkId)}">
<input type="hidden" name="outcome" value="complete">
<button class="primary" type="submit">Envoyer les informations · Submit details</button></form>
<form method="post" action="/connect/onboarding/${e(linkId)}">
<input type="hidden" name="outcome" value="later">
<button class="secondary" type="submit" style="margin-top:1rem">Terminer plus tard · Finish later</button></form>`,
  );
}

/** What a connected account's Stripe dashboard shows that matters here: its payments and refunds. */
export function connectDashboardPage(account: SandboxAccount, intents: SandboxPaymentIntent[]) {
  const rows = intents
    .sort((a, b) => b.created - a.created)
    .map(
      (p) =>
        `<div class="row"><span>${e(minor(p.amount, p.currency))}${p.amount_refunded ? ` · remboursé ${e(minor(p.amount_refunded, p.currency))}` : ''}</span><span class="muted">${e(p.id)}</span></div>`,
    );
  return layout(
    'Tableau de bord',
    `<h1>Tableau de bord Stripe</h1><p class="muted">${e(account.id)} · paiements ${account.charges_enabled ? 'activés' : 'inactifs'}</p>
${rows.join('') || '<p>Aucun paiement.</p>'}`,
  );
}
