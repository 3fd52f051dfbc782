import type { ReactNode } from 'react';

/** A back-office page's title and subtitle, with its main actions beside them (under them on a phone). */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="font-display text-4xl">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </>
  );
  if (!actions) return <header>{heading}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      {actions}
    </header>
  );
}
