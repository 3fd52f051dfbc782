import type { ReactNode } from 'react';

/** An empty list's message, styled like the design system's EmptyState (kept light for the first load). */
export function Empty({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <div
        aria-hidden="true"
        className="mb-1 flex size-12 items-center justify-center rounded-full border border-gold/50 bg-gold/10 text-gold-text [&_svg]:size-6"
      >
        {icon}
      </div>
      <h3 className="font-display text-xl">{title}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
