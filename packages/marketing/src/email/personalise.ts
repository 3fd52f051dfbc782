/** The personalisation the editor offers. Unknown {{tokens}} are left as typed so a typo shows in the preview. */
export interface Personalisation {
  readonly firstName: string | null;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const FIRST_NAME = /(\s?)\{\{\s*firstName\s*\}\}/g;

/**
 * Fills {{firstName}} in plain text, in one pass (a name that itself reads '{{firstName}}' stays literal).
 * Without a first name the token goes with the space before it: 'Bonjour {{firstName}},' → 'Bonjour,'.
 * The result is still plain text: escape it for HTML afterwards.
 */
export function personalise(template: string, values: Personalisation): string {
  const name = values.firstName?.replace(/[\r\n]+/g, ' ').trim() ?? '';
  return template.replace(FIRST_NAME, (_, space: string) => (name ? `${space}${name}` : ''));
}

/** Personalised and escaped, for HTML. */
export function personaliseHtml(template: string, values: Personalisation): string {
  return escapeHtml(personalise(template, values));
}
