/**
 * Pieces of a server-rendered page's <head> that the pre-rendered marketing site and the server-rendered
 * showroom both write: text made safe inside an attribute or an element, and JSON-LD.
 */

/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` is escaped so that no text can close the element. */
export const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
