import type { PopularProduct } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { formatNumber, money } from '#lib/format.ts';

/** The month's most ordered pieces, with what they are worth and the showroom's enquiries about them. */
export function PopularProducts({
  products,
  currency,
}: {
  products: readonly PopularProduct[];
  currency: string;
}) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="analytics-products" className="grid content-start gap-3">
      <h2 id="analytics-products" className="font-display text-xl">
        {t('analytics.products.title')}
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('analytics.products.empty')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="popular-products">
          {products.map((product, i) => (
            <li
              key={product.name}
              className="flex items-start gap-3 rounded-md border border-border bg-card px-3 py-2"
            >
              <span aria-hidden="true" className="font-display text-lg text-gold-text tabular-nums">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{product.name}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>
                    {t('analytics.products.orders', { count: formatNumber(product.orders, locale) })}
                  </span>
                  {product.orders > 0 ? (
                    <span>
                      {t('analytics.products.ordered', {
                        amount: money(product.orderedMinor, currency, locale),
                      })}
                    </span>
                  ) : null}
                  {product.enquiries > 0 ? (
                    <span>
                      {t('analytics.products.enquiries', { count: formatNumber(product.enquiries, locale) })}
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
