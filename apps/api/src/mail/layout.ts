/** Every email's frame: the brand's black, ivory and gold, readable without images or styles. */
import { createTranslator, defineMessages, type Locale } from '@carat/domain/locale';

/** The one `Locale`, under the name the services import it by. */
export type MailLocale = Locale;

/** A template's subject and both bodies; the mailer job sends them. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface LayoutInput {
  locale: MailLocale;
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Who the mail is from, shown in the footer (the jeweller's business, or Carat). */
  signature: string;
}

const footers = defineMessages({
  fr: { footer: 'Vous recevez cet email suite à une action sur Carat.' },
  en: { footer: 'You are receiving this email following an action on Carat.' },
});

export function renderLayout(input: LayoutInput): { html: string; text: string } {
  const paragraphs = input.paragraphs.map(
    (p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`,
  );
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0b0b0c;color:#f6f1e7;padding:12px 22px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f6f1e7;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-top:4px solid #b08d3c">
<tr><td style="padding:32px">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:26px;margin:0 0 20px">${escapeHtml(input.title)}</h1>
${paragraphs.join('\n')}
${action}
<p style="margin:32px 0 0;color:#6b6458;font-size:13px">${escapeHtml(input.signature)}</p>
</td></tr></table>
<p style="color:#8a8276;font-size:12px;margin:16px 0 0">${createTranslator(footers, input.locale)('footer')}</p>
</td></tr></table></body></html>`;
  const text = [
    input.title,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    `— ${input.signature}`,
  ].join('\n');
  return { html, text };
}

/** A mail in the layout: the subject, and the bodies `renderLayout` draws. */
export function renderMail(subject: string, layout: LayoutInput): RenderedMail {
  return { subject, ...renderLayout(layout) };
}
