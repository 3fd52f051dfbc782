import { Star } from 'lucide-react';

/** Whole stars lit for a rating (the caller rounds an average with the domain's roundedStars). */
export function Stars({ lit, size = 'size-4', label }: { lit: number; size?: string; label?: string }) {
  const stars = [1, 2, 3, 4, 5].map((n) => (
    <Star
      key={n}
      aria-hidden="true"
      className={`${size} ${n <= lit ? 'fill-gold text-gold' : 'fill-transparent text-muted-foreground'}`}
    />
  ));
  return label ? (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {stars}
    </span>
  ) : (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {stars}
    </span>
  );
}
