import type { Showroom } from '@carat/api-client/react';
import { COLLECTION_TABS, type CollectionTab, inCollectionTab } from '@carat/domain/showroom';
import { useI18n } from '@carat/ui/i18n';
import { Gem } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Empty } from '#features/layout/Empty.tsx';
import { ProductCard } from '#features/product/ProductCard.tsx';

/** The collection tabs (ALL, CHAINS, PENDANTS, BRACELETS, WATCHES, GRILLS), counts from the data. */
export function Collection({ showroom }: { showroom: Showroom }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<CollectionTab>('ALL');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = showroom.products.filter((p) => inCollectionTab(p.category, tab));

  // Arrow keys move between tabs (WAI-ARIA tabs pattern), Home/End to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = COLLECTION_TABS.indexOf(tab);
    const last = COLLECTION_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(COLLECTION_TABS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('home.collection')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-3"
        onKeyDown={onKeyDown}
      >
        {COLLECTION_TABS.map((name, i) => {
          const selected = name === tab;
          return (
            <button
              key={name}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={selected}
              aria-controls="collection-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(name)}
              className={`shrink-0 rounded-full border px-4 py-2 text-xs font-semibold tracking-widest transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border hover:border-gold'
              }`}
            >
              {t(`tab.${name}` as 'tab.ALL')}{' '}
              <span className={selected ? 'opacity-80' : 'text-muted-foreground'}>
                ({showroom.collectionCounts[name] ?? 0})
              </span>
            </button>
          );
        })}
      </div>
      <div id="collection-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {items.length === 0 ? (
          <Empty icon={<Gem />} title={t('home.emptyTabTitle')} description={t('home.emptyTab')} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {items.map((product) => (
              <li key={product.ref}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
