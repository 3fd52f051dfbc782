import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'start';
}

/** A section's eyebrow, title (`<h2>`, the section's label) and lead, in the house typography. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-gold-text uppercase">{eyebrow}</p>
      <h2 id={id} className="font-display text-4xl leading-tight font-medium text-balance sm:text-5xl">
        {title}
      </h2>
      {lead ? (
        <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">{lead}</p>
      ) : null}
    </div>
  );
}
