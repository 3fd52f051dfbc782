import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const block = 'animate-pulse rounded-md bg-muted';

/** While a page's data loads: the shape of what is coming. */
export function PageSkeleton() {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 p-4" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className={`${block} aspect-[5/2] w-full`} />
      <div className={`${block} h-8 w-2/3`} />
      <div className={`${block} h-4 w-1/2`} />
      <div className="grid grid-cols-2 gap-3">
        <div className={`${block} aspect-square`} />
        <div className={`${block} aspect-square`} />
      </div>
    </div>
  );
}

/** A read that failed (not a 404): say so and offer to try again. */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <p className="text-muted-foreground">{message}</p>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
