/** The Carat mark: a gold diamond outline, with the wordmark beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <path d="M16 5l9 9-9 13-9-13z" fill="none" stroke="var(--gold)" strokeWidth="1.75" />
        <path d="M7 14h18M12 14l4 13 4-13M12 14l4-9 4 9" fill="none" stroke="var(--gold)" strokeWidth="1" />
      </svg>
      <span className="font-display text-2xl font-medium tracking-[0.18em] uppercase">Carat</span>
    </span>
  );
}
