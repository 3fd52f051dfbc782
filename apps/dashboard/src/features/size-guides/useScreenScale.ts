import { NOMINAL_CSS_PX_PER_MM, screenScale } from '@carat/domain/size-guides';
import { useCallback, useState } from 'react';

/** Where this device's screen scale is kept: it belongs to the screen, not to the account. */
export const SCREEN_SCALE_KEY = 'carat.sizeGuides.pxPerMm';

function readStored(): number | null {
  try {
    const stored = window.localStorage.getItem(SCREEN_SCALE_KEY);
    return stored === null ? null : screenScale(stored);
  } catch {
    return null; // Storage refused (private mode): the scale lasts for the visit only.
  }
}

/**
 * The screen's pixels per mm, as the user set it against a bank card, remembered on this device. Until
 * then, the CSS nominal 96 px per inch (rarely the real size), and `calibrated` is false.
 */
export function useScreenScale() {
  const [stored, setStored] = useState<number | null>(readStored);
  const set = useCallback((value: number | null) => {
    const next = value === null ? null : screenScale(value);
    setStored(next);
    try {
      if (next === null) window.localStorage.removeItem(SCREEN_SCALE_KEY);
      else window.localStorage.setItem(SCREEN_SCALE_KEY, String(next));
    } catch {
      // Not kept: see readStored.
    }
  }, []);
  return { pxPerMm: stored ?? NOMINAL_CSS_PX_PER_MM, calibrated: stored !== null, setPxPerMm: set };
}
