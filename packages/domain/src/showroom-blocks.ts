/**
 * The rules that make a builder block's addresses safe to put in a public page, shared by the validation
 * of the builder (what may be saved) and the showroom (what it renders, checked again): no schema library
 * here, so the showroom's first load stays light.
 */

/**
 * An address a block may carry: an absolute http(s) URL, or a path on the showroom's own site
 * (`/media/…`). Anything else (javascript:, data:, a protocol-relative `//host`, a backslash that a
 * browser reads as a slash, spaces or control characters, credentials in the URL) is refused: null.
 */
export function safeBlockUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '' || url.length > 1000) return null;
  // Whitespace, control characters and backslashes have no place in an address a jeweller types.
  if (/[\s\\]/.test(url) || [...url].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'))
    return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (!/^https?:\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || !parsed.hostname) return null;
  return url;
}

export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'youtube' | 'vimeo' | 'link'; url: string; host: string };

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com'];

const onHost = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * How a video block plays: a direct file (…/film.mp4) in the page's own player; YouTube, Vimeo or any
 * other page as a link out (no third-party frame loads with the showroom). Null for an unsafe address.
 */
export function videoSource(value: string | null | undefined): VideoSource | null {
  const url = safeBlockUrl(value);
  if (!url) return null;
  const parsed = new URL(url, 'https://showroom.invalid');
  if (VIDEO_FILE.test(parsed.pathname)) return { kind: 'file', url };
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  if (onHost(host, YOUTUBE_HOSTS)) return { kind: 'youtube', url, host };
  if (onHost(host, VIMEO_HOSTS)) return { kind: 'vimeo', url, host };
  return { kind: 'link', url, host: url.startsWith('/') ? '' : host };
}

/** A `tel:` link for a phone number as written (+44 20 7946 0000 → tel:+442079460000), or null. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s().-]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
}

/** A `mailto:` link for a plain address (nothing that could add headers or a body to the mail), or null. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = (email ?? '').trim();
  return /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(address) ? `mailto:${address}` : null;
}

/** A text block's paragraphs: split at blank lines, each kept with its own line breaks. */
export function textParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
