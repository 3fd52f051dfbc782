import {
  type ChainSpec,
  type ChainStyle,
  type DesignSpec,
  NEAREST_CHAIN_STYLE,
  type StoneSpec,
} from '@carat/domain/design';
import { buildHead, type GemPlacement, radiusForWidth, stoneSize } from '#lib/geometry/head.ts';
import { type Mat4, multiply, translation } from '#lib/geometry/mat4.ts';
import { sectionAcross } from '#lib/geometry/measure.ts';
import { type Probe, transformProbe } from '#lib/geometry/probes.ts';
import type { Manifold, Scope } from '#lib/geometry/wasm.ts';

/*
 * A chain: links, each its own solid, interlocked and not touching, laid around a closed loop of the asked
 * length with a clasp. Every element (a link, a stone's cup with an eye at each end, the clasp) is built in
 * its own frame, the chain running along +x, +y outward, and ends in a loop of wire at −back and +front on
 * x. Consecutive elements' loops lie in perpendicular planes (A: the xy plane, B: the xz plane) and overlap
 * by the two wires' radii plus a clearance, so each wire passes through the other's loop without touching it.
 * The loop is a polygon of chords inscribed in a circle, one chord per element, so the joints stay exact
 * however tight the circle (a bracelet's is about 29 mm across).
 */

type Plane = 'A' | 'B';

interface Element {
  /** In the element's frame, its loops in the xy plane (turned into B when placed there). */
  readonly solid: Manifold;
  readonly back: number;
  readonly front: number;
  readonly wire: number;
  /** The plane its end loops lie in once placed; links alternate, a cup's eyes are in A. */
  readonly plane: Plane | 'any';
  readonly gems: GemPlacement[];
  readonly probes: Probe[];
}

export interface BuiltChain {
  /** One solid per element, placed. */
  readonly links: Manifold[];
  readonly gems: GemPlacement[];
  readonly probes: Probe[];
  readonly notes: string[];
  /** The loop's length through the joints, mm. */
  readonly lengthMm: number;
}

const WIRE_SEGMENTS = 12;
const END_SEGMENTS = 10;

/** A stadium-shaped link in the xy plane: two half rings of centreline radius r joined by straights of length a. */
function stadiumLink(scope: Scope, a: number, r: number, wire: number): Manifold {
  const { CrossSection, Manifold } = scope.wasm;
  const section = scope.keep(scope.keep(CrossSection.circle(wire, WIRE_SEGMENTS)).translate([r, 0]));
  if (a <= 1e-6) return scope.keep(section.revolve(END_SEGMENTS * 2));
  const half = scope.keep(section.revolve(END_SEGMENTS, 180));
  // revolve sweeps from +x towards +y; turned −90° it covers x ≥ 0, the front end.
  const front = scope.keep(scope.keep(half.rotate([0, 0, -90])).translate([a / 2, 0, 0]));
  const back = scope.keep(scope.keep(half.rotate([0, 0, 90])).translate([-a / 2, 0, 0]));
  const straight = scope.keep(
    scope.keep(Manifold.cylinder(a, wire, wire, WIRE_SEGMENTS).rotate([0, 90, 0])).translate([-a / 2, 0, 0]),
  );
  const sides = [r, -r].map((y) => scope.keep(straight.translate([0, y, 0])));
  return scope.keep(Manifold.union([front, back, ...sides]));
}

/**
 * The links either side of one lie in the same plane, end to end through it: their wires clear each other
 * only if each link is longer than it is wide by a little more than a wire and a clearance each side.
 */
function linkElement(scope: Scope, asked: number, r: number, wire: number, gap: number): Element {
  const a = Math.max(asked, 2 * (wire + gap) + 0.1);
  return {
    solid: stadiumLink(scope, a, r, wire),
    back: a / 2 + r,
    front: a / 2 + r,
    wire,
    plane: 'any',
    gems: [],
    probes: [{ kind: 'wire', origin: [0, r, 0], axis: [1, 0, 0] }],
  };
}

/** A stone in a cup (its own setting, free-standing) with an eye each side along the chain. */
function cupElement(
  scope: Scope,
  stone: StoneSpec,
  setting: DesignSpec['setting'],
  eye: { r: number; wire: number; gap: number },
  minFeatureMm: number,
): Element {
  const s = stoneSize(stone);
  const floorY = -s.girdleMm / 2 - s.pavilionMm - 0.35;
  const head = buildHead(
    scope,
    stone,
    setting === 'bezel' ? 'bezel' : 'claws-4',
    0,
    { freeStanding: true, floorY, clawFoot: (x, z) => [x, floorY, z] as const },
    minFeatureMm,
  );
  const cup = scope.keep(scope.wasm.Manifold.union(head.metal));
  // How far the cup's metal reaches along x at the eyes' height: the eyes start just inside it.
  const section = sectionAcross(cup, [0, floorY, 0], [0, 1, 0], [1, 0, 0]);
  let reach = 0;
  for (const polygon of section.toPolygons()) for (const [x] of polygon) reach = Math.max(reach, Math.abs(x));
  section.delete();
  // Far enough out that the next link, through the eye, clears the cup: its wire sits (wire + gap) inside the
  // eye's outer end and must stay a gap from the cup.
  const centre = Math.max(reach + eye.r - 1.2 * eye.wire, reach - eye.r + 3 * eye.wire + 2 * eye.gap + 0.05);
  const ring = stadiumLink(scope, 0, eye.r, eye.wire);
  const eyes = [centre, -centre].map((x) => scope.keep(ring.translate([x, floorY, 0])));
  // The element's axis runs through its eyes: the cup is lifted so they sit on it, the stone above.
  const lift = translation(0, -floorY, 0);
  const solid = scope.keep(scope.wasm.Manifold.union([cup, ...eyes]));
  return {
    solid: scope.keep(solid.translate([0, -floorY, 0])),
    back: centre + eye.r,
    front: centre + eye.r,
    wire: eye.wire,
    plane: 'A',
    gems: head.gems.map((gem) => ({ ...gem, transform: multiply(lift, gem.transform) })),
    probes: [
      ...head.probes.map((probe) => transformProbe(probe, lift)),
      { kind: 'wire', origin: [centre + eye.r, 0, 0], axis: [0, 1, 0] },
    ],
  };
}

/** A bolt ring: a heavier ring the end link passes through (its spring and lever are not modelled). */
function claspElement(scope: Scope, r: number, wire: number): Element {
  const ringR = Math.max(2 * r, 2.2);
  const ringWire = wire * 1.15;
  return {
    solid: stadiumLink(scope, 0, ringR, ringWire),
    back: ringR,
    front: ringR,
    wire: ringWire,
    plane: 'any',
    gems: [],
    probes: [{ kind: 'wire', origin: [0, ringR, 0], axis: [1, 0, 0] }],
  };
}

interface LinkShape {
  /** Straight length ÷ the end's diameter, for the style's short and (figaro) long links. */
  readonly elongation: number;
  readonly longElongation?: number;
}

const LINK_SHAPES: Record<ChainStyle, LinkShape> = {
  cable: { elongation: 0.6 },
  curb: { elongation: 0.3 },
  cuban: { elongation: 0.15 },
  figaro: { elongation: 0.3, longElongation: 2 },
  rope: { elongation: 0.3 },
  box: { elongation: 0.6 },
  snake: { elongation: 0.3 },
};

/** Clearance between two interlocked wires, mm: room for the loop's curvature and a chain that moves. */
const clearance = (widthMm: number) => 0.08 + 0.02 * widthMm;

/** The wire radius and end radius of a link of `widthMm`, widened if the caster's minimum wire needs it. */
function linkSize(widthMm: number, minFeatureMm: number) {
  const wire = Math.max(0.14 * widthMm, radiusForWidth(minFeatureMm));
  // The neighbour's wire must pass inside this loop: r − wire ≥ wire + clearance.
  let width = widthMm;
  if (width / 2 - wire < 2 * wire + clearance(width)) width = (2 * (3 * wire + 0.08)) / (1 - 0.04);
  return { wire, r: width / 2 - wire, widthMm: width };
}

/** Places elements around a closed loop, each a chord between two joints on one circle. */
function layout(
  scope: Scope,
  elements: readonly Element[],
  overlapOf: (a: Element, b: Element) => number,
): { placed: Manifold[]; gems: GemPlacement[]; probes: Probe[]; lengthMm: number } {
  const n = elements.length;
  const spans = elements.map((e, i) => {
    const previous = elements[(i - 1 + n) % n]!;
    const next = elements[(i + 1) % n]!;
    return e.back + e.front - overlapOf(previous, e) / 2 - overlapOf(e, next) / 2;
  });
  const total = spans.reduce((sum, s) => sum + s, 0);
  // The circle on which chords of these lengths close the loop: Σ 2·asin(s / 2R) = 2π, by bisection.
  let low = Math.max(...spans) / 2;
  let high = total;
  for (let k = 0; k < 80; k++) {
    const mid = (low + high) / 2;
    const turn = spans.reduce((sum, s) => sum + 2 * Math.asin(Math.min(1, s / (2 * mid))), 0);
    if (turn > 2 * Math.PI) low = mid;
    else high = mid;
  }
  const radius = (low + high) / 2;
  const placed: Manifold[] = [];
  const gems: GemPlacement[] = [];
  const probes: Probe[] = [];
  let angle = 0;
  const joint = (t: number): [number, number] => [radius * Math.sin(t), -radius * Math.cos(t)];
  elements.forEach((element, i) => {
    const start = joint(angle);
    angle += 2 * Math.asin(Math.min(1, spans[i]! / (2 * radius)));
    const end = joint(angle);
    const length = Math.hypot(end[0] - start[0], end[1] - start[1]);
    const tx = (end[0] - start[0]) / length;
    const ty = (end[1] - start[1]) / length;
    // Outward is the chord's normal away from the circle's centre; the third axis completes the frame.
    const nx = ty;
    const ny = -tx;
    const previous = elements[(i - 1 + n) % n]!;
    const along = element.back - overlapOf(previous, element) / 2;
    const cx = start[0] + tx * along;
    const cy = start[1] + ty * along;
    const plane: Plane = element.plane === 'any' ? (i % 2 === 0 ? 'A' : 'B') : element.plane;
    // Plane B: the element is turned 90° about its own x axis first.
    const turn: Mat4 =
      plane === 'A'
        ? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        : [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1];
    const frame: Mat4 = [tx, ty, 0, 0, nx, ny, 0, 0, 0, 0, -1, 0, cx, cy, 0, 1];
    const m = multiply(frame, turn);
    placed.push(scope.keep(element.solid.transform(m as Parameters<Manifold['transform']>[0])));
    for (const gem of element.gems) gems.push({ ...gem, transform: multiply(m, gem.transform) });
    for (const probe of element.probes) probes.push(transformProbe(probe, m));
  });
  return { placed, gems, probes, lengthMm: total };
}

/** The chain of a necklace or a bracelet, with its stones if it has any. */
export function buildChain(
  scope: Scope,
  spec: DesignSpec,
  chain: ChainSpec,
  minFeatureMm: number,
): BuiltChain {
  const notes: string[] = [];
  const style = NEAREST_CHAIN_STYLE[chain.style];
  if (style !== chain.style) notes.push(`${chain.style} chain made as the nearest style: ${style}`);
  if (style === 'curb' || style === 'cuban' || style === 'figaro')
    notes.push(`${style} links modelled round-wire in alternating planes (not twisted or filed flat)`);
  const size = linkSize(chain.widthMm, minFeatureMm);
  if (size.widthMm > chain.widthMm + 1e-9)
    notes.push(
      `chain widened from ${chain.widthMm} to ${size.widthMm.toFixed(2)} mm to keep its wire at the caster's ${minFeatureMm} mm`,
    );
  const gap = clearance(size.widthMm);
  const overlapOf = (a: Element, b: Element) => a.wire + b.wire + gap;
  const shape = LINK_SHAPES[style];
  const short = linkElement(scope, shape.elongation * 2 * size.r, size.r, size.wire, gap);
  const long = shape.longElongation
    ? linkElement(scope, shape.longElongation * 2 * size.r, size.r, size.wire, gap)
    : short;
  const clasp = claspElement(scope, size.r, size.wire);
  const pitch = (e: Element) => e.back + e.front - overlapOf(e, e);
  const pitchStraight = (e: Element) => e.back + e.front - 2 * size.r;

  let elements: Element[];
  if (chain.stones === 'tennis') {
    if (!spec.stone) throw new Error('a tennis chain needs its stone');
    // Cups joined by jump rings; a stone shrinks until the asked count fits the length.
    let stone = spec.stone;
    let cup = cupElement(scope, stone, spec.setting, { ...size, gap }, minFeatureMm);
    const available = chain.lengthMm - pitch(clasp) - pitch(short);
    const unit = () => pitch(cup) + pitch(short);
    while (chain.stoneCount * unit() > available) {
      const width = stoneSize(stone).widthMm * 0.95;
      if (width < 1) break;
      stone = { ...stone, size: { unit: 'mm', value: width } };
      cup = cupElement(scope, stone, spec.setting, { ...size, gap }, minFeatureMm);
    }
    if (stone !== spec.stone)
      notes.push(
        `tennis stones reduced to ${stoneSize(stone).widthMm.toFixed(2)} mm so that ${chain.stoneCount} fit ${chain.lengthMm / 10} cm`,
      );
    // What is left of the length goes into the jump rings' straights.
    const spare = Math.max(0, available - chain.stoneCount * unit());
    const jump = linkElement(
      scope,
      pitchStraight(short) + spare / (chain.stoneCount + 1),
      size.r,
      size.wire,
      gap,
    );
    elements = [];
    for (let i = 0; i < chain.stoneCount; i++) elements.push(cup, jump);
    elements.push({ ...clasp, plane: 'A' }, { ...jump, plane: 'B' });
    // Links between cups are plane B.
    elements = elements.map((e) => (e === jump ? { ...e, plane: 'B' } : e));
  } else {
    const pattern = shape.longElongation ? [short, short, short, long] : [short];
    const patternPitch = pattern.reduce((sum, e) => sum + pitch(e), 0) / pattern.length;
    let count = Math.max(4, Math.round((chain.lengthMm - pitch(clasp)) / patternPitch));
    // An even number of elements with the clasp, so the planes alternate all the way round.
    if ((count + 1) % 2 === 1) count++;
    elements = Array.from({ length: count }, (_, i) => pattern[i % pattern.length]!);
    if (chain.stones === 'stations') {
      if (!spec.stone) throw new Error('a station chain needs its stone');
      const cup = cupElement(scope, spec.stone, spec.setting, { ...size, gap }, minFeatureMm);
      // Stations evenly along the chain, on even places (plane A), the clasp at the end.
      const every = count / (chain.stoneCount + 1);
      for (let k = 1; k <= chain.stoneCount; k++) {
        let at = Math.round(k * every);
        if (at % 2 === 1) at--;
        elements[at] = cup;
      }
    }
    elements.push(clasp);
  }
  const placed = layout(scope, elements, overlapOf);
  return { links: placed.placed, gems: placed.gems, probes: placed.probes, notes, lengthMm: placed.lengthMm };
}
