import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';

export type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

/** A progress bar (`role="progressbar"`); it needs a name: `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent =
    value === null || value === undefined ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full flex-1 bg-gold transition-transform duration-300',
          percent === null && 'w-1/3 animate-pulse',
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
