import type { SizeGuideQuery } from '@carat/api-client/react';
import type { RingSizeSystem } from '@carat/domain/ring-sizes';
import {
  formatRingSize,
  isRingSizeSystem,
  readSizeGuideRange,
  SIZE_GUIDE_KINDS,
  type SizeGuideKind,
  type SizeGuideRange,
} from '@carat/domain/size-guides';
import type { Locale } from '@carat/ui/i18n';
import { useSearchParams } from 'react-router-dom';

const isKind = (value: string | null): value is SizeGuideKind =>
  value !== null && (SIZE_GUIDE_KINDS as readonly string[]).includes(value);

/** The range's ends in the words the API reads: '7¼', 'N½', '54', or whole cm for wrists. */
function rangeEnds(range: SizeGuideRange): { from?: string; to?: string } {
  if (range.kind === 'ring') {
    const { system, from, to } = range.ring;
    return { from: formatRingSize(system, from), to: formatRingSize(system, to) };
  }
  if (range.kind === 'bracelet') return { from: String(range.wrist.fromCm), to: String(range.wrist.toCm) };
  return {};
}

/**
 * The guide being prepared, kept in the address (kind, system, from, to) so a reload or a shared link
 * shows the same guide. A hand-edited range the domain cannot read falls back to the usual one.
 */
export function useGuideOptions() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const systemParam = params.get('system');
  const kind: SizeGuideKind = isKind(kindParam) ? kindParam : 'ring';
  const system: RingSizeSystem = isRingSizeSystem(systemParam) ? systemParam : 'us';
  const asked = readSizeGuideRange({
    kind,
    system,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const fallback = readSizeGuideRange({ kind, system });
  const range: SizeGuideRange = asked.ok ? asked.range : fallback.ok ? fallback.range : { kind: 'necklace' };

  const change = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    kind,
    system,
    range,
    ends: rangeEnds(range),
    /** Another kind or system starts from its usual range. */
    setKind: (next: SizeGuideKind) => change({ kind: next, from: null, to: null }),
    setSystem: (next: RingSizeSystem) => change({ system: next, from: null, to: null }),
    /** One end moved past the other takes the other along. */
    setEnd: (end: 'from' | 'to', value: string, order: readonly string[]) => {
      const ends = rangeEnds(range);
      const other = end === 'from' ? ends.to : ends.from;
      const crossed =
        other !== undefined &&
        (end === 'from'
          ? order.indexOf(value) > order.indexOf(other)
          : order.indexOf(value) < order.indexOf(other));
      change({ [end]: value, ...(crossed ? { [end === 'from' ? 'to' : 'from']: value } : {}) });
    },
    query: (locale: Locale): SizeGuideQuery => ({
      kind,
      locale,
      ...(kind === 'ring' ? { system } : {}),
      ...rangeEnds(range),
    }),
  };
}
