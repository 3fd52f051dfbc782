import type { BandProfile } from '@carat/domain/design';
import type { Point2 } from '#lib/geometry/outline.ts';
import type { Manifold, Scope } from '#lib/geometry/wasm.ts';

/*
 * The shank: a cross-section in (r, z) revolved about the finger's axis (+z). The inner surface's smallest
 * radius is exactly the size's inner diameter ÷ 2: the revolved polygon's flat facets are pushed out by
 * 1 / cos(π/N) so that they touch that circle instead of cutting inside it.
 */

export interface BandGeometry {
  readonly profile: BandProfile;
  readonly innerRadiusMm: number;
  readonly widthMm: number;
  readonly thicknessMm: number;
}

/** Court: both faces curved (comfort fit); the inner face bows in by 20 % of the thickness, the outer 35 %. */
const COURT_INNER_BOW = 0.2;
const COURT_OUTER_BOW = 0.35;
/** D: flat inside, a half-ellipse outside standing on edges 30 % of the thickness. */
const D_EDGE = 0.3;
const PROFILE_SAMPLES = 12;

/** The inner and outer radius across the width, at u = 2z / width in [-1, 1]. */
export function bandRadiiAt(band: BandGeometry, u: number): { inner: number; outer: number } {
  const r0 = band.innerRadiusMm;
  const t = band.thicknessMm;
  switch (band.profile) {
    case 'flat':
      return { inner: r0, outer: r0 + t };
    case 'court':
      return { inner: r0 + COURT_INNER_BOW * t * u * u, outer: r0 + t - COURT_OUTER_BOW * t * u * u };
    case 'd':
      return { inner: r0, outer: r0 + D_EDGE * t + (1 - D_EDGE) * t * Math.sqrt(Math.max(0, 1 - u * u)) };
  }
}

/** The profile polygon, counter-clockwise in (r, z). */
export function bandProfilePolygon(band: BandGeometry, segments: number): Point2[] {
  const circumscribe = 1 / Math.cos(Math.PI / segments);
  const half = band.widthMm / 2;
  // Sampling by angle crowds points near the edges, where a D profile turns fastest.
  const us =
    band.profile === 'flat'
      ? [-1, 1]
      : Array.from({ length: PROFILE_SAMPLES + 1 }, (_, i) => -Math.cos((Math.PI * i) / PROFILE_SAMPLES));
  const outer = us.map((u) => [bandRadiiAt(band, u).outer * circumscribe, u * half] as const);
  const inner = us.map((u) => [bandRadiiAt(band, u).inner * circumscribe, u * half] as const).reverse();
  return [...outer, ...inner];
}

/** The shank as a solid ring around +z. */
export function buildBand(scope: Scope, band: BandGeometry, segments: number): Manifold {
  const { CrossSection } = scope.wasm;
  const polygon = bandProfilePolygon(band, segments).map(([r, z]) => [r, z] as [number, number]);
  const section = scope.keep(new CrossSection([polygon]));
  return scope.keep(section.revolve(segments));
}
