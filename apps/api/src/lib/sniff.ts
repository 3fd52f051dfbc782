/**
 * What an uploaded file really is, read from its bytes (the name and the declared type are the client's
 * word). PNG and JPEG by their signatures; SVG by its root element, and refused when it could run
 * anything or reach outside itself (scripts, event handlers, external references, entities).
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The SVG's text, when the bytes are UTF-8 whose first element is <svg>. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const prolog =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prolog.test(text) ? text : null;
}

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (svgText(bytes) !== null) return 'image/svg+xml';
  return null;
}

const UNSAFE_SVG: [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/<!ENTITY/i, 'an entity declaration'],
  [/<!DOCTYPE[^>]*\[/i, 'an internal DTD'],
  [/<(?:foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i, 'embedded content'],
  [/[\s"'/]on[a-z]+\s*=/i, 'an event handler'],
  [/javascript\s*:/i, 'a script link'],
  // Links may point inside the drawing (#id) or at an embedded image, nowhere else.
  [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif);base64,)/i, 'an external reference'],
  [/url\(\s*["']?\s*(?!#)/i, 'an external reference in a style'],
  [/@import/i, 'a style import'],
];

/** Why an SVG is refused, or null when it only draws. */
export function unsafeSvgReason(text: string): string | null {
  for (const [pattern, reason] of UNSAFE_SVG) if (pattern.test(text)) return reason;
  return null;
}
