import { useCallback } from 'react';
import { useLocalStore } from '#lib/localStore.ts';

const EMPTY: number[] = [];

/** The pieces a visitor saved in a showroom, kept on this device (no account). */
export function useFavourites(slug: string) {
  const [refs, update] = useLocalStore<number[]>(`carat.showroom.${slug}.saved`, EMPTY);
  const toggle = useCallback(
    (ref: number) =>
      update((current) => (current.includes(ref) ? current.filter((r) => r !== ref) : [...current, ref])),
    [update],
  );
  return { refs, has: (ref: number) => refs.includes(ref), toggle };
}
