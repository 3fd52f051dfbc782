import { Button, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';

/** A short list's query, as far as its states go. */
interface SectionQuery {
  isLoading: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The states around a short list's table (drawer sessions, stock counts, memos, layaways): two placeholder
 * rows while it loads, the failure with a retry, `empty` when there is no row, else the table.
 */
export function ListSection({
  query,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: SectionQuery;
  /** What failed, said in the page's words. */
  failed: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.error) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  return isEmpty ? empty : children;
}

/** A read that failed, said in the page's words, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-2">
      <p role="alert">{message}</p>
      <Button variant="outline" className="w-fit" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The first-use empty state of a list: its icon, what it is for, and the action that starts it. */
export function ListIntro({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: ReactNode;
  testId: string;
}) {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center" data-testid={testId}>
      {icon}
      <h2 className="font-medium">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      {action}
    </div>
  );
}
