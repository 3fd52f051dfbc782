import type { PublishedBlock, ShowroomProductSummary } from '@carat/api-client/react';
import { safeBlockUrl, textParagraphs, videoSource } from '@carat/domain/showroom-blocks';

/**
 * Where the builder's published blocks go on the home: the first hero takes the banner's place; every
 * other block is a section, in the jeweller's order, between Services and Collection. A block with nothing
 * a visitor could see (an empty text, an unsafe address, products no longer published) is left out.
 */

export type HeroBlock = Extract<PublishedBlock, { type: 'hero' }>;
export type SectionBlock = PublishedBlock;

export interface HomeLayout {
  hero: HeroBlock | null;
  sections: SectionBlock[];
}

export function firstHero(blocks: readonly PublishedBlock[] | undefined): HeroBlock | null {
  return blocks?.find((block): block is HeroBlock => block.type === 'hero') ?? null;
}

/** The pieces the page's products blocks name, each once: the home reads only these. */
export function blockRefs(blocks: readonly PublishedBlock[] | undefined): number[] {
  const refs = (blocks ?? []).flatMap((block) => (block.type === 'products' ? block.content.items : []));
  return [...new Set(refs)].sort((a, b) => a - b);
}

/** The published products a products block lists, in the jeweller's order (unknown or hidden ones left out). */
export function productsOf(
  refs: readonly number[],
  catalogue: readonly ShowroomProductSummary[],
): ShowroomProductSummary[] {
  const byRef = new Map(catalogue.map((product) => [product.ref, product]));
  return [...new Set(refs)].flatMap((ref) => {
    const product = byRef.get(ref);
    return product ? [product] : [];
  });
}

function hasContent(block: PublishedBlock, catalogue: readonly ShowroomProductSummary[]): boolean {
  switch (block.type) {
    case 'hero':
      return Boolean(
        block.content.title.trim() || block.content.subtitle.trim() || safeBlockUrl(block.content.image),
      );
    case 'text':
      return textParagraphs(block.content.text).length > 0;
    case 'image':
      return safeBlockUrl(block.content.url) !== null;
    case 'products':
      return productsOf(block.content.items, catalogue).length > 0;
    case 'video':
      return videoSource(block.content.url) !== null;
    case 'testimonials':
      return block.content.reviews.some((review) => review.text.trim());
    case 'contact':
      return Boolean(
        block.content.email.trim() || block.content.phone.trim() || block.content.address.trim(),
      );
  }
}

export function arrangeBlocks(
  blocks: readonly PublishedBlock[] | undefined,
  catalogue: readonly ShowroomProductSummary[],
): HomeLayout {
  const hero = firstHero(blocks);
  const sections = (blocks ?? []).filter((block) => block !== hero && hasContent(block, catalogue));
  return { hero, sections };
}
