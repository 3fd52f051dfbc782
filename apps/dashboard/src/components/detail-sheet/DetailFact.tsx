import type { ReactNode } from 'react';

/** One fact of a detail sheet, in its <dl>: a muted label over the value (which wraps anywhere if it must). */
export function DetailFact({
  label,
  labelClassName = 'text-muted-foreground',
  children,
}: {
  label: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className={labelClassName}>{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
