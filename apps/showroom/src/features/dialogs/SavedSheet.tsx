import { useShowroomPieces } from '@carat/api-client/react';
import {
  EmptyState,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Heart, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageError } from '#features/layout/PageState.tsx';
import { useFavourites } from '#features/saved/useFavourites.ts';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import type { PanelProps } from './types.ts';

/**
 * The pieces saved on this device, with a way to open or forget each. The device keeps their numbers; their
 * names, prices and photos are read when the sheet opens (a piece no longer published is not listed).
 */
export default function SavedSheet({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const favourites = useFavourites(slug);
  const pieces = useShowroomPieces(slug, favourites.refs, locale);
  const saved = favourites.refs.length > 0 ? (pieces.data ?? []).filter((p) => favourites.has(p.ref)) : [];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{t('saved.title')}</SheetTitle>
          <SheetDescription>{t('saved.description')}</SheetDescription>
        </SheetHeader>
        {pieces.isPending && favourites.refs.length > 0 ? (
          <Skeleton className="h-16 w-full" />
        ) : pieces.isError && favourites.refs.length > 0 ? (
          <PageError message={t('catalogue.loadError')} onRetry={() => void pieces.refetch()} />
        ) : saved.length === 0 ? (
          <EmptyState icon={<Heart />} title={t('saved.title')} description={t('saved.empty')} />
        ) : (
          <ul className="grid gap-2" data-testid="saved-list">
            {saved.map((product) => (
              <li key={product.ref} className="flex items-center gap-3 rounded-md border border-border p-2">
                <Link
                  to={paths.product(product.ref)}
                  onClick={() => onOpenChange(false)}
                  className="flex flex-1 items-center gap-3"
                >
                  {product.image ? (
                    <img
                      src={product.image.url}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 rounded object-cover"
                    />
                  ) : null}
                  <span className="grid">
                    <span className="font-medium">{product.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatPrice(product.priceMinor, product.currency, locale)}
                    </span>
                  </span>
                </Link>
                <button
                  type="button"
                  aria-label={t('saved.remove', { name: product.name })}
                  onClick={() => favourites.toggle(product.ref)}
                  className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}
