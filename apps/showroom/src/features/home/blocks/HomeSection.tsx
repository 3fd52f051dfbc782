import type { Showroom, ShowroomProductSummary } from '@carat/api-client/react';
import { productsOf, type SectionBlock } from './arrange.ts';
import { ContactBlock } from './ContactBlock.tsx';
import { ImageBlock } from './ImageBlock.tsx';
import { ProductsBlock } from './ProductsBlock.tsx';
import { TestimonialsBlock } from './TestimonialsBlock.tsx';
import { TextBlock } from './TextBlock.tsx';
import { VideoBlock } from './VideoBlock.tsx';

/** One published block as a section of the home (the first hero is the banner: see HomeBanner). */
export function HomeSection({
  block,
  showroom,
  pieces,
}: {
  block: SectionBlock;
  showroom: Showroom;
  /** The published pieces the products blocks name. */
  pieces: readonly ShowroomProductSummary[];
}) {
  switch (block.type) {
    case 'hero':
      // A later hero: its words, then its picture, as a band within the page.
      return (
        <div className="grid gap-3">
          <div className="grid gap-1 px-4">
            {block.content.title.trim() ? (
              <p className="font-display text-2xl leading-tight">{block.content.title.trim()}</p>
            ) : null}
            {block.content.subtitle.trim() ? (
              <p className="text-muted-foreground">{block.content.subtitle.trim()}</p>
            ) : null}
          </div>
          <ImageBlock url={block.content.image} alt="" />
        </div>
      );
    case 'text':
      return <TextBlock text={block.content.text} />;
    case 'image':
      return <ImageBlock url={block.content.url} alt={block.content.alt} />;
    case 'products':
      return <ProductsBlock id={block.id} products={productsOf(block.content.items, pieces)} />;
    case 'video':
      return <VideoBlock url={block.content.url} name={showroom.name} />;
    case 'testimonials':
      return <TestimonialsBlock id={block.id} reviews={block.content.reviews} />;
    case 'contact':
      return <ContactBlock id={block.id} {...block.content} />;
  }
}
