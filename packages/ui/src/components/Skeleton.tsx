import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';

/**
 * A placeholder block while content loads. Hidden from assistive technology: announce the loading state
 * once on the container instead (`aria-busy`, or a `Spinner`).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
