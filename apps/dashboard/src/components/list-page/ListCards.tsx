import type { ReactNode } from 'react';

/** A list's rows as cards (a grid of list items), for lists whose items read better as cards. */
export function ListCards<T extends { id: string }>({
  items,
  busy,
  label,
  className,
  children,
}: {
  items: readonly T[];
  busy: boolean;
  label?: string;
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className} aria-label={label} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
