import type { ShowroomProductSummary } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { Link } from 'react-router-dom';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

/** A piece in a grid: its cover, name and price, linking to its page. */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ShowroomProductSummary;
  eager?: boolean;
}) {
  const { t, locale } = useI18n();
  const { paths } = useShowroomScope();
  return (
    <Link
      to={paths.product(product.ref)}
      className="group flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="aspect-square overflow-hidden bg-ink">
        {product.image ? (
          <img
            src={product.image.url}
            alt={product.image.alt}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="grid gap-1 p-3">
        <span className="text-[11px] uppercase tracking-widest text-muted-foreground">
          {t(`category.${product.category}` as 'category.CHAINS')} · ID {product.ref}
        </span>
        <span className="font-display text-lg leading-tight">{product.name}</span>
        <span className="font-semibold text-gold-text">
          {formatPrice(product.priceMinor, product.currency, locale)}
        </span>
      </div>
    </Link>
  );
}
