/** The revenue chart's plot height, and the least height a month with revenue gets (spec §9). */
export const CHART_HEIGHT_PX = 200;
export const MIN_BAR_PX = 40;

/**
 * Bar heights in pixels for a bar chart (spec §9: "maximum month is 100% height, 40 px minimum"): the
 * largest value fills the plot, the others in proportion, but a month with something is never shorter
 * than `minPx` (so a small month stays visible and its label fits); a month with nothing has no bar.
 */
export function barHeights(
  values: readonly number[],
  heightPx: number = CHART_HEIGHT_PX,
  minPx: number = MIN_BAR_PX,
): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => {
    if (value <= 0 || max === 0) return 0;
    return Math.max(minPx, Math.round((value / max) * heightPx));
  });
}
