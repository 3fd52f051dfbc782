import { type Locale, localize } from '@carat/domain/locale';
import { mailtoHref, safeBlockUrl } from '@carat/domain/showroom-blocks';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';
import type { ValidationMessages } from '#lib/messages.ts';

/**
 * The showroom builder's blocks (spec §3: hero, text, image, products, video, testimonials, contact),
 * validated the same way by the builder and by the API. A block's id is the spec's timestamp string.
 */
export const BLOCK_TYPES = ['hero', 'text', 'image', 'products', 'video', 'testimonials', 'contact'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const MAX_BLOCKS = 50;

/**
 * An address a block shows on the public showroom: empty, an http(s) URL, or a path on the showroom's
 * own site; the showroom checks it again with the same rule before rendering it.
 */
function url(m: ValidationMessages) {
  return z
    .string()
    .trim()
    .max(1000, m['builder.url.invalid'])
    .refine((value) => value === '' || safeBlockUrl(value) !== null, m['builder.url.invalid']);
}

const text = (max: number, message: string) => z.string().max(max, message);

export const showroomBlockSchema = perLocale((m) => {
  const id = z.string().regex(/^[\w-]{1,40}$/);
  return z.discriminatedUnion('type', [
    z.strictObject({
      id,
      type: z.literal('hero'),
      content: z.strictObject({
        title: text(120, m['builder.text.long']),
        subtitle: text(300, m['builder.text.long']),
        image: url(m),
      }),
    }),
    z.strictObject({
      id,
      type: z.literal('text'),
      content: z.strictObject({ text: text(5000, m['builder.text.long']) }),
    }),
    z.strictObject({
      id,
      type: z.literal('image'),
      content: z.strictObject({ url: url(m), alt: text(200, m['builder.text.long']) }),
    }),
    // Products: the catalogue's product numbers (refs), in the order chosen.
    z.strictObject({
      id,
      type: z.literal('products'),
      content: z.strictObject({ items: z.array(z.number().int().positive()).max(24) }),
    }),
    z.strictObject({ id, type: z.literal('video'), content: z.strictObject({ url: url(m) }) }),
    z.strictObject({
      id,
      type: z.literal('testimonials'),
      content: z.strictObject({
        reviews: z
          .array(
            z.strictObject({
              name: text(100, m['builder.text.long']),
              text: text(1000, m['builder.text.long']),
              rating: z.number().int().min(1).max(5),
            }),
          )
          .max(12),
      }),
    }),
    z.strictObject({
      id,
      type: z.literal('contact'),
      content: z.strictObject({
        email: z
          .string()
          .trim()
          .max(254)
          // A plain address: the showroom links it with mailto:, which must not carry headers or a body.
          .refine((v) => v === '' || mailtoHref(v) !== null, m['builder.email.invalid']),
        phone: text(40, m['builder.text.long']),
        address: text(500, m['builder.text.long']),
      }),
    }),
  ]);
});

export const showroomBlocksSchema = perLocale((m, locale) =>
  z.strictObject({
    blocks: z
      .array(showroomBlockSchema(locale))
      .max(MAX_BLOCKS, m['builder.blocks.max'])
      .refine(
        (blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length,
        m['builder.blocks.duplicateId'],
      ),
  }),
);

export type ShowroomBlock = z.output<ReturnType<typeof showroomBlockSchema>>;

/** A new block of a type, with the content the builder starts from (spec: a hero has a title and a welcome). */
/** The hero's words before the jeweller writes theirs. */
const HERO_START: Readonly<Record<Locale, { title: string; subtitle: string }>> = {
  fr: { title: 'Mon showroom', subtitle: 'Bienvenue dans notre univers' },
  en: { title: 'My showroom', subtitle: 'Welcome to our world' },
};

export function newBlock(type: BlockType, id: string, locale: Locale = 'fr'): ShowroomBlock {
  switch (type) {
    case 'hero':
      return {
        id,
        type,
        content: {
          ...localize(HERO_START, locale),
          image: '',
        },
      };
    case 'text':
      return { id, type, content: { text: '' } };
    case 'image':
      return { id, type, content: { url: '', alt: '' } };
    case 'products':
      return { id, type, content: { items: [] } };
    case 'video':
      return { id, type, content: { url: '' } };
    case 'testimonials':
      return { id, type, content: { reviews: [] } };
    case 'contact':
      return { id, type, content: { email: '', phone: '', address: '' } };
  }
}
