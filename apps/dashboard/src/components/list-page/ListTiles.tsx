import type { ComponentType, ReactNode } from 'react';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';

/** One tile of a list page: its label, icon and figure (and a line under the figure). */
export interface ListTile {
  label: string;
  icon: ComponentType<{ className?: string }>;
  value: ReactNode;
  hint?: ReactNode;
}

/**
 * A list page's row of four tiles over its figures, each a skeleton while they load; what went wrong
 * reading them under the row (with a retry when `onRetry` is given).
 */
export function ListTiles({
  label,
  loading,
  error,
  onRetry,
  tiles,
}: {
  /** The row's accessible name (the page's title). */
  label: string;
  loading: boolean;
  error?: Error | null;
  onRetry?: () => unknown;
  tiles: readonly ListTile[];
}) {
  return (
    <StatTiles label={label} error={error} onRetry={onRetry}>
      {tiles.map((tile) => (
        <StatTile key={tile.label} loading={loading} {...tile} />
      ))}
    </StatTiles>
  );
}
