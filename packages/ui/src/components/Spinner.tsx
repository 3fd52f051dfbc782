import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';

const spinnerVariants = cva('shrink-0 animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps
  extends Omit<ComponentProps<'span'>, 'children'>,
    VariantProps<typeof spinnerVariants> {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  /** Shows the label next to the icon instead of keeping it for screen readers only. */
  showLabel?: boolean;
}

/** A loading indicator announced politely to assistive technology (`role="status"`). */
export function Spinner({
  label = 'Chargement...',
  showLabel = false,
  size,
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn(spinnerVariants({ size }), 'text-gold-text')} />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}
