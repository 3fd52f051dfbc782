import type { DashboardFigure } from '@carat/api-client/react';
import { cn } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { formatPercent } from '#lib/format.ts';

/**
 * How a figure moved against the previous period: an arrow and the percentage, green up, red down
 * (more orders, bookings, revenue or clients is good news on every card); 'nouveau' after a period with
 * none, '—' when both are empty. Screen readers get one plain sentence instead of the symbols.
 *
 * The sentences name the period compared with: `messages` is the prefix of their keys (`.change.up`,
 * `.change.down`, `.change.flat`, `.change.new`, `.change.newLong`, `.change.noneLong`, `.vsPrevious`),
 * the home's "N days before" by default.
 */
export function StatChange({
  figure,
  days,
  previousText,
  messages = 'home.stats',
}: {
  figure: DashboardFigure;
  /** The length of the home's period, for its sentences. */
  days?: number;
  /** The previous period's figure, formatted as the card shows its own. */
  previousText: string;
  messages?: 'home.stats' | 'analytics.tiles';
}) {
  const { t, locale } = useI18n();
  const percent = (value: number, signed: boolean) => formatPercent(value, locale, signed);

  const about: Record<string, number> = days === undefined ? {} : { days };
  const change = figure.changePercent;
  const trend = change === null ? 'none' : direction(change);
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : ArrowRight;
  const visible =
    change !== null ? percent(change, true) : figure.value > 0 ? t(`${messages}.change.new`) : '—';
  const spoken =
    change === null
      ? figure.value > 0
        ? t(`${messages}.change.newLong`, about)
        : t(`${messages}.change.noneLong`)
      : t(`${messages}.change.${direction(change)}`, {
          ...about,
          percent: percent(Math.abs(change), false),
          previous: previousText,
        });

  return (
    <span className="flex flex-wrap items-center gap-x-1.5" data-testid="stat-change" data-trend={trend}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex items-center gap-0.5 font-medium',
          trend === 'up' && 'text-success',
          trend === 'down' && 'text-destructive',
        )}
      >
        {change !== null ? <Icon className="size-3.5" /> : null}
        {visible}
      </span>
      {change !== null ? (
        <span aria-hidden="true">{t(`${messages}.vsPrevious`, { previous: previousText })}</span>
      ) : null}
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

const direction = (change: number) => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat');
