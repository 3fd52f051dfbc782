import { applyToPoint, type Mat4 } from '#lib/geometry/mat4.ts';

/*
 * Where the manufacturability report measures the finished solid. A builder knows where its claws, walls
 * and posts are; it leaves a probe there, and the report slices the final metal (after every union and the
 * stones' seat cuts) at that probe and measures the section. The figure is the geometry's, not the
 * builder's intention.
 */

export type Vec3 = readonly [number, number, number];

export type Probe =
  /**
   * A round member (a claw, a post, a bail's wire): sliced across its axis at `origin`, the figure is twice
   * the distance from the axis to the section's nearest edge (a notch or a facet counts against it).
   */
  | { readonly kind: 'claw' | 'post' | 'wire'; readonly origin: Vec3; readonly axis: Vec3 }
  /** A bezel: sliced across the stone's axis at its girdle, the wall between the stone and the outside. */
  | { readonly kind: 'bezel'; readonly origin: Vec3; readonly axis: Vec3 }
  /**
   * A shank (ring or bangle, finger's axis +z): in the half-plane at `angle` (0 = +y, the head), the metal
   * crossed by the radial line through the middle of the width; the thinnest crossing is the figure.
   */
  | ShankProbe;

export interface ShankProbe {
  readonly kind: 'shank' | 'seat-floor';
  readonly angle: number;
}

export function transformProbe(probe: Probe, m: Mat4): Probe {
  if (!('origin' in probe)) return probe;
  const origin = applyToPoint(m, probe.origin);
  const tip = applyToPoint(m, [
    probe.origin[0] + probe.axis[0],
    probe.origin[1] + probe.axis[1],
    probe.origin[2] + probe.axis[2],
  ]);
  return { ...probe, origin, axis: [tip[0] - origin[0], tip[1] - origin[1], tip[2] - origin[2]] };
}
