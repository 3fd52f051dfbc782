import { useShowroomPieces } from '@carat/api-client/react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Input } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageError } from '#features/layout/PageState.tsx';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import type { PanelProps } from './types.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Find a piece by its product ID (the number in its address) or by name. The published pieces are read when
 * the dialog opens (the page does not carry them), then searched as the visitor types.
 */
export default function SearchDialog({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const navigate = useNavigate();
  const pieces = useShowroomPieces(slug, 'all', locale);
  const [query, setQuery] = useState('');
  const term = query.trim();
  const byId = /^#?\d+$/.test(term) ? Number(term.replace('#', '')) : null;
  const results = term
    ? (pieces.data ?? []).filter((p) => (byId !== null ? p.ref === byId : fold(p.name).includes(fold(term))))
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = results[0];
    if (first) {
      onOpenChange(false);
      navigate(paths.product(first.ref));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('search.title')}</DialogTitle>
          <DialogDescription>{t('search.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-2">
          <label htmlFor="search-query" className="text-sm font-medium">
            {t('search.label')}
          </label>
          <Input
            id="search-query"
            autoFocus
            inputMode="search"
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div aria-live="polite">
          {!term ? (
            <p className="text-sm text-muted-foreground">{t('search.hint')}</p>
          ) : pieces.isPending ? (
            <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
          ) : pieces.isError ? (
            <PageError message={t('catalogue.loadError')} onRetry={() => void pieces.refetch()} />
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('search.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {results.map((product) => (
                <li key={product.ref}>
                  <Link
                    to={paths.product(product.ref)}
                    onClick={() => onOpenChange(false)}
                    className="flex items-center gap-3 rounded-md border border-border p-2 hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
                        {t('search.result', { ref: product.ref })} ·{' '}
                        {formatPrice(product.priceMinor, product.currency, locale)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
