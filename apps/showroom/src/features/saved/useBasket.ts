import { useCallback } from 'react';
import { useLocalStore } from '#lib/localStore.ts';

/** A piece in the enquiry basket, with the visitor's choices. */
export interface BasketLine {
  ref: number;
  size?: string;
  colour?: string;
  stone?: string;
  engraving?: string;
  /** The chosen combination's price when it differs from the piece's (shown only; the server prices the enquiry). */
  priceMinor?: number;
}

const EMPTY: BasketLine[] = [];
const same = (a: BasketLine, b: BasketLine) =>
  a.ref === b.ref &&
  a.size === b.size &&
  a.colour === b.colour &&
  a.stone === b.stone &&
  (a.engraving ?? '') === (b.engraving ?? '');

/** The enquiry basket of a showroom, kept on this device until it is sent. */
export function useBasket(slug: string) {
  const [lines, update] = useLocalStore<BasketLine[]>(`carat.showroom.${slug}.basket`, EMPTY);
  const add = useCallback(
    (line: BasketLine) =>
      update((current) => (current.some((l) => same(l, line)) ? current : [...current, line])),
    [update],
  );
  const remove = useCallback(
    (index: number) => update((current) => current.filter((_, i) => i !== index)),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { lines, add, remove, clear };
}
