import type { ShowroomImage } from '@carat/api-client/react';
import { isDefaultCategory, type ProductCategory } from '@carat/domain/showroom';
import { useI18n } from '@carat/ui/i18n';
import { Link } from 'react-router-dom';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { CARD_SIZES, Picture } from './Picture.tsx';

/** What a card needs of a piece (the catalogue's list, the home's summary and 'similar pieces' alike). */
export interface CardProduct {
  ref: number;
  name: string;
  category: ProductCategory;
  /** The jeweller's name for its own or renamed category; null or absent: the showroom's words. */
  categoryName?: string | null;
  priceMinor: number | null;
  priceOnRequest?: boolean;
  currency: string;
  image: ShowroomImage | null;
}

/**
 * A piece's category as the showroom names it: the jeweller's name where given, else the showroom's own
 * words for a default category (ADR 076), else its key.
 */
export function categoryLabel(
  product: { category: ProductCategory; categoryName?: string | null },
  t: (key: 'category.CHAINS') => string,
): string {
  if (product.categoryName) return product.categoryName;
  return isDefaultCategory(product.category)
    ? t(`category.${product.category}` as 'category.CHAINS')
    : product.category;
}

/** A piece in a grid: its cover, name and price (or 'price on request'), linking to its page. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const { t, locale } = useI18n();
  const { paths } = useShowroomScope();
  return (
    <Link
      to={paths.product(product.ref)}
      className="group flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="aspect-square overflow-hidden bg-ink">
        {product.image ? (
          <Picture
            image={product.image}
            sizes={CARD_SIZES}
            eager={eager}
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="grid gap-1 p-3">
        <span className="text-[11px] uppercase tracking-widest text-muted-foreground">
          {categoryLabel(product, t)} · ID {product.ref}
        </span>
        <span className="font-display text-lg leading-tight">{product.name}</span>
        <span className="font-semibold text-gold-text">
          {product.priceOnRequest || product.priceMinor === null
            ? t('product.priceOnRequest')
            : formatPrice(product.priceMinor, product.currency, locale)}
        </span>
      </div>
    </Link>
  );
}
