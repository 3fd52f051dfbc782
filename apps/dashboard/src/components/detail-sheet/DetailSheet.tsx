import { errorMessage } from '@carat/api-client';
import {
  Button,
  cn,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';

/** One item's read, as far as the sheet goes. */
interface ItemQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The frame of a back-office detail sheet (an order, an appointment, a lead, a client): it slides in from
 * the side at full width on a phone; its header names the item once it has loaded (`title`, `description`,
 * given the item or nothing yet); under it, placeholders in the body's shape while the item loads, what went wrong
 * with a retry (when `onRetry` is given), then the item's body (`children`), each section of which is a
 * DetailSection, its status first and its actions in the sections or at the end.
 */
export function DetailSheet<T>({
  open,
  onOpenChange,
  query,
  onRetry,
  title,
  description,
  errorTitle,
  skeleton,
  className,
  stateClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: ItemQuery<T>;
  onRetry?: () => unknown;
  title: (item: T | undefined) => ReactNode;
  description: (item: T) => ReactNode;
  /** Said when the item could not be read and the API gave no reason. */
  errorTitle: string;
  /** The classes of the placeholders shown while the item loads, in the body's shape. */
  skeleton: readonly string[];
  /** The sheet's width from `sm` up (`sm:max-w-lg`). */
  className: string;
  /** Classes of the loading and error states. */
  stateClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const { data: item, isLoading, error } = query;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className={cn('w-full overflow-y-auto', className)} closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{title(item)}</SheetTitle>
          <SheetDescription>{item ? description(item) : null}</SheetDescription>
        </SheetHeader>
        {isLoading ? (
          <div
            className={cn('grid gap-3', stateClassName)}
            role="status"
            aria-busy="true"
            aria-label={t('common.loading')}
          >
            {skeleton.map((placeholder, index) => (
              <Skeleton key={index} className={placeholder} />
            ))}
          </div>
        ) : error || !item ? (
          <div role="alert" className={cn('grid justify-items-start gap-3', stateClassName)}>
            <p className="text-destructive">{error ? errorMessage(error, locale) : errorTitle}</p>
            {onRetry ? (
              <Button variant="outline" onClick={() => onRetry()}>
                {t('common.retry')}
              </Button>
            ) : null}
          </div>
        ) : (
          children(item)
        )}
      </SheetContent>
    </Sheet>
  );
}
