import { Button, Checkbox, Input, Label } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';
import { combinationKey, combinations, quantityOf, stockGrid } from './product-form.ts';

/**
 * The stock of every combination of options as one table: a row per metal (× stone), a column per size,
 * so 4 metals × 25 sizes is one grid, never 100 rows. 'Mettre partout' fills every box at once. Given
 * `prices`, a switch shows a price box under each quantity: a combination's own price (empty: the piece's).
 */
export function StockGrid({
  sizes,
  metals,
  stones,
  value,
  onChange,
  error,
  prices,
  onPricesChange,
  basePrice = '',
}: {
  sizes: readonly string[];
  metals: readonly string[];
  stones: readonly string[];
  value: Readonly<Record<string, string>>;
  onChange: (value: Record<string, string>) => void;
  error?: string;
  prices?: Readonly<Record<string, string>>;
  onPricesChange?: (prices: Record<string, string>) => void;
  /** The piece's price as typed, shown in the empty price boxes. */
  basePrice?: string;
}) {
  const { t } = useI18n();
  const [everywhere, setEverywhere] = useState('');
  const id = useId();
  const [pricesShown, setPricesShown] = useState(() =>
    Object.values(prices ?? {}).some((price) => price.trim() !== ''),
  );
  const withPrices = Boolean(prices && onPricesChange) && pricesShown;
  const { columns, rows } = stockGrid(sizes, metals, stones);
  const cells = combinations(sizes, metals, stones);
  const total = cells.reduce((sum, cell) => sum + (quantityOf(value[combinationKey(cell)]) ?? 0), 0);
  const rowLabel = (row: { metal: string | null; stone: string | null }) =>
    [row.metal, row.stone].filter(Boolean).join(' · ') || t('catalogue.form.anyMetal');
  const fillAll = () => {
    if (quantityOf(everywhere) === null) return;
    onChange(Object.fromEntries(cells.map((cell) => [combinationKey(cell), everywhere.trim() || '0'])));
  };

  return (
    <div className="grid gap-3" data-testid="stock-grid">
      <div className="flex flex-wrap items-end gap-2">
        <Input
          className="w-28"
          inputMode="numeric"
          value={everywhere}
          aria-label={t('catalogue.form.stockAllLabel')}
          onChange={(e) => setEverywhere(e.target.value)}
        />
        <Button type="button" variant="outline" onClick={fillAll} disabled={everywhere.trim() === ''}>
          {t('catalogue.form.stockAll')}
        </Button>
        <span className="ms-auto text-sm text-muted-foreground" aria-live="polite">
          {t('catalogue.form.stockTotal', { count: total })}
        </span>
      </div>
      {prices && onPricesChange ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-prices`}
            checked={pricesShown}
            onCheckedChange={(checked) => setPricesShown(checked === true)}
          />
          <Label htmlFor={`${id}-prices`}>{t('catalogue.form.combinationPrices')}</Label>
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-md border border-border">
        <table
          className="w-full border-collapse text-sm"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <caption id={`${id}-caption`} className="sr-only">
            {t('catalogue.form.stockGrid')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky start-0 bg-card p-2 text-start font-medium" />
              {columns.map((size) => (
                <th key={size ?? 'one'} scope="col" className="p-2 text-center font-medium whitespace-nowrap">
                  {size ?? t('catalogue.form.oneSize')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.metal}-${row.stone}`} className="border-t border-border">
                <th
                  scope="row"
                  className="sticky start-0 bg-card p-2 text-start font-medium whitespace-nowrap"
                >
                  {rowLabel(row)}
                </th>
                {columns.map((size) => {
                  const cell = { size, metal: row.metal, stone: row.stone };
                  const key = combinationKey(cell);
                  const combination = [size, row.metal, row.stone].filter(Boolean).join(' · ');
                  const invalid = quantityOf(value[key]) === null;
                  return (
                    <td key={size ?? 'one'} className="p-1 align-top">
                      <Input
                        className="h-9 w-16 px-2 text-center tabular-nums"
                        inputMode="numeric"
                        value={value[key] ?? ''}
                        placeholder="0"
                        aria-label={t('catalogue.form.stockCell', { combination })}
                        aria-invalid={invalid || undefined}
                        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
                      />
                      {withPrices && prices && onPricesChange ? (
                        <Input
                          className="mt-1 h-9 w-20 px-2 text-center tabular-nums"
                          inputMode="decimal"
                          value={prices[key] ?? ''}
                          placeholder={basePrice}
                          aria-label={t('catalogue.form.priceCell', { combination })}
                          onChange={(e) => onPricesChange({ ...prices, [key]: e.target.value })}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{t('catalogue.form.stockGridHint')}</p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
