import type { Locale } from '@carat/domain/locale';
import { formatMoney } from '@carat/domain/money';
import {
  type EmailBlock,
  type EmailContentInput,
  type EmailPiece,
  emailContentSchema,
} from '#lib/email/blocks.ts';
import { escapeHtml, type Personalisation, personalise, personaliseHtml } from '#lib/email/personalise.ts';

/**
 * Blocks → an email's HTML and plain text. The HTML is the conservative kind inboxes still need: tables,
 * inline styles, 600 px wide, one media query that stacks the piece grid on phones (clients that ignore it
 * simply show two columns).
 */

export interface EmailBrand {
  readonly name: string;
  readonly logoUrl?: string | undefined;
  readonly accent?: string | undefined;
  readonly text?: string | undefined;
  readonly background?: string | undefined;
  /** The postal address bulk email must show (CAN-SPAM, and good practice everywhere). */
  readonly address?: string | undefined;
}

export interface EmailRenderContext {
  readonly locale: Locale;
  readonly brand: EmailBrand;
  readonly recipient: Personalisation;
  /** The visible unsubscribe link (a page with a button that POSTs; never tracked). */
  readonly unsubscribeUrl: string;
  /** Rewrites each content link for click tracking; identity when absent (previews). */
  readonly trackLink?: ((url: string) => string) | undefined;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const TEXTS = {
  unsubscribe: { fr: 'Se désinscrire', en: 'Unsubscribe' },
  why: {
    fr: 'Vous recevez cet e-mail car vous avez accepté les actualités de',
    en: 'You are receiving this email because you agreed to hear from',
  },
  onRequest: { fr: 'Prix sur demande', en: 'Price on request' },
} as const;

const FONT = "Georgia, 'Times New Roman', serif";
const SANS = 'Helvetica, Arial, sans-serif';

function priceText(piece: EmailPiece, locale: Locale): string {
  return piece.priceMinor === null
    ? TEXTS.onRequest[locale]
    : formatMoney(piece.priceMinor, piece.currency, locale, { trailingZeroDisplay: 'stripIfInteger' });
}

function paragraphsHtml(text: string, recipient: Personalisation, color: string): string {
  return text
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${color}">${personaliseHtml(paragraph, recipient).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

function pieceCell(piece: EmailPiece, ctx: EmailRenderContext, color: string): string {
  const href = escapeHtml((ctx.trackLink ?? String)(piece.url));
  return `<td class="stack" width="50%" valign="top" style="padding:8px;text-align:center">
<a href="${href}" style="text-decoration:none;color:${color}"><img src="${escapeHtml(piece.imageUrl)}" alt="${escapeHtml(piece.name)}" width="264" style="display:block;width:100%;max-width:264px;height:auto;margin:0 auto;border:0">
<span style="display:block;margin-top:10px;font-family:${FONT};font-size:18px">${escapeHtml(piece.name)}</span>
<span style="display:block;margin-top:4px;font-family:${SANS};font-size:14px;color:#5e574b">${escapeHtml(priceText(piece, ctx.locale))}</span></a></td>`;
}

function blockHtml(block: EmailBlock, ctx: EmailRenderContext): string {
  const color = ctx.brand.text ?? '#14120f';
  const accent = ctx.brand.accent ?? '#c9a227';
  const track = ctx.trackLink ?? String;
  switch (block.type) {
    case 'heading': {
      const size = block.level === 1 ? 30 : 22;
      const tag = block.level === 1 ? 'h1' : 'h2';
      return `<${tag} style="margin:0 0 16px;font-family:${FONT};font-weight:normal;font-size:${size}px;line-height:1.25;color:${color}">${personaliseHtml(block.text, ctx.recipient)}</${tag}>`;
    }
    case 'text':
      return paragraphsHtml(block.text, ctx.recipient, color);
    case 'pieces': {
      const rows: string[] = [];
      for (let i = 0; i < block.pieces.length; i += 2) {
        const cells = block.pieces.slice(i, i + 2).map((piece) => pieceCell(piece, ctx, color));
        rows.push(
          `<tr>${cells.join('')}${cells.length === 1 ? '<td class="stack" width="50%"></td>' : ''}</tr>`,
        );
      }
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows.join('')}</table>`;
    }
    case 'image': {
      const img = `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="536" style="display:block;width:100%;height:auto;border:0">`;
      const body = block.href ? `<a href="${escapeHtml(track(block.href))}">${img}</a>` : img;
      return `<div style="margin:0 0 16px">${body}</div>`;
    }
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px auto 24px"><tr><td style="border-radius:999px;background:${accent}"><a href="${escapeHtml(track(block.href))}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:15px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#14120f;text-decoration:none">${personaliseHtml(block.label, ctx.recipient)}</a></td></tr></table>`;
  }
}

function blockText(block: EmailBlock, ctx: EmailRenderContext): string {
  const track = ctx.trackLink ?? String;
  switch (block.type) {
    case 'heading':
      return personalise(block.text, ctx.recipient);
    case 'text':
      return personalise(block.text, ctx.recipient);
    case 'pieces':
      return block.pieces
        .map((piece) => `- ${piece.name} — ${priceText(piece, ctx.locale)}\n  ${track(piece.url)}`)
        .join('\n');
    case 'image':
      return block.href ? `[${block.alt}] ${track(block.href)}` : block.alt ? `[${block.alt}]` : '';
    case 'button':
      return `${personalise(block.label, ctx.recipient)}: ${track(block.href)}`;
  }
}

/** Subject lines are headers: personalised, and never carrying a line break into the message head. */
export function renderSubject(subject: string, recipient: Personalisation): string {
  return personalise(subject, recipient)
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

export function renderEmail(raw: EmailContentInput, ctx: EmailRenderContext): RenderedEmail {
  const content = emailContentSchema.parse(raw);
  const { brand, locale } = ctx;
  const background = brand.background ?? '#faf7f0';
  const color = brand.text ?? '#14120f';
  const subject = renderSubject(content.subject, ctx.recipient);
  const preheader = personaliseHtml(content.preheader, ctx.recipient);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="48" style="display:block;margin:0 auto;height:48px;border:0">`
    : `<span style="font-family:${FONT};font-size:24px;color:${color}">${escapeHtml(brand.name)}</span>`;
  const footerLines = [
    `${TEXTS.why[locale]} ${escapeHtml(brand.name)}.`,
    brand.address ? escapeHtml(brand.address) : '',
    `<a href="${escapeHtml(ctx.unsubscribeUrl)}" data-untracked style="color:#5e574b">${TEXTS.unsubscribe[locale]}</a>`,
  ].filter(Boolean);
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(subject)}</title>
<style>@media only screen and (max-width:620px){.container{width:100%!important}.stack{display:block!important;width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:${background}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:600px;background:#ffffff">
<tr><td align="center" style="padding:28px 32px 8px">${header}</td></tr>
<tr><td style="padding:16px 32px 8px">${content.blocks.map((block) => blockHtml(block, ctx)).join('\n')}</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #e2d9c6;font-family:${SANS};font-size:12px;line-height:1.6;color:#5e574b;text-align:center">${footerLines.join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    ...content.blocks.map((block) => blockText(block, ctx)).filter(Boolean),
    '—',
    `${TEXTS.why[locale]} ${brand.name}.`,
    ...(brand.address ? [brand.address] : []),
    `${TEXTS.unsubscribe[locale]}: ${ctx.unsubscribeUrl}`,
  ].join('\n\n');
  return { subject, html, text };
}
