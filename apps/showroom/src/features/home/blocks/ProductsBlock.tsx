import type { ShowroomProductSummary } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { ProductCard } from '#features/product/ProductCard.tsx';

/** A products block: the pieces the jeweller picked, as the collection shows them. */
export function ProductsBlock({ id, products }: { id: string; products: ShowroomProductSummary[] }) {
  const { t } = useI18n();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`block-${id}-title`} className="px-4">
      <h2 id={`block-${id}-title`} className="mb-4 font-display text-2xl">
        {t('blocks.products')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {products.map((product) => (
          <li key={product.ref}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
