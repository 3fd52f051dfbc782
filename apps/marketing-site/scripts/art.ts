/**
 * The site's jewellery art, drawn as SVG in code (no stock photos): a brilliant-cut diamond projected from a
 * small 3D model, a gold ring, sparkles, and mock-ups of the dashboard and the showroom. scripts/images.ts
 * and scripts/video.ts render it to AVIF/WebP and to video frames.
 */

type Vec = readonly [number, number, number];

const GOLD = ['#f6e3a1', '#d9b44a', '#a8801f', '#6e5212'] as const;

/** Rotates about Y by `yaw`, then about X by `pitch` (radians). */
function rotate([x, y, z]: Vec, yaw: number, pitch: number): Vec {
  const x1 = x * Math.cos(yaw) + z * Math.sin(yaw);
  const z1 = -x * Math.sin(yaw) + z * Math.cos(yaw);
  const y2 = y * Math.cos(pitch) - z1 * Math.sin(pitch);
  const z2 = y * Math.sin(pitch) + z1 * Math.cos(pitch);
  return [x1, y2, z2];
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec): Vec => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** A simplified round brilliant: an octagonal table, a 16-sided girdle, crown and pavilion facets. */
function brilliantFaces(): Vec[][] {
  const table = Array.from({ length: 8 }, (_, k): Vec => {
    const a = (k * Math.PI) / 4 + Math.PI / 8;
    return [0.56 * Math.cos(a), 0.36, 0.56 * Math.sin(a)];
  });
  const girdle = Array.from({ length: 16 }, (_, j): Vec => {
    const a = (j * Math.PI) / 8;
    return [Math.cos(a), 0, Math.sin(a)];
  });
  const culet: Vec = [0, -0.9, 0];
  const g = (j: number) => girdle[j % 16]!;
  const t = (k: number) => table[k % 8]!;
  const faces: Vec[][] = [[...table].reverse()];
  for (let k = 0; k < 8; k++) {
    faces.push([t(k), g(2 * k + 1), g(2 * k)]);
    faces.push([t(k), t(k + 1), g(2 * k + 1)]);
    faces.push([t(k + 1), g(2 * k + 2), g(2 * k + 1)]);
  }
  for (let j = 0; j < 16; j++) faces.push([g(j), g(j + 1), culet]);
  return faces;
}

const FACES = brilliantFaces();

function faceColour(normal: Vec, index: number, time: number): string {
  const light = norm([-0.4, 0.8, 0.6]);
  const lambert = Math.max(0, dot(normal, light));
  const spark = Math.max(0, Math.sin(index * 1.7 + time * 2.4)) ** 6;
  // Mostly cool white and steel; a facet catching the light flashes a little colour ("fire").
  const hue = spark > 0.3 ? (index * 47 + time * 60) % 360 : 210;
  const lightness = Math.min(98, 26 + lambert * 58 + spark * 22 + (index % 3) * 4);
  const saturation = 8 + spark * 30;
  return `hsl(${hue.toFixed(0)} ${saturation.toFixed(0)}% ${lightness.toFixed(0)}%)`;
}

/** The diamond at (cx, cy) with a given radius, turned by `yaw`; `time` moves its glints. */
export function diamond(cx: number, cy: number, radius: number, yaw: number, time = 0): string {
  const pitch = 0.5;
  const polygons: string[] = [];
  FACES.forEach((face, index) => {
    const turned = face.map((vertex) => rotate(vertex, yaw, pitch));
    const [a, b, c] = turned as [Vec, Vec, Vec];
    const normal = norm(cross(sub(b, a), sub(c, a)));
    if (normal[2] <= 0) return;
    const points = turned
      .map(([x, y]) => `${(cx + x * radius).toFixed(1)},${(cy - y * radius).toFixed(1)}`)
      .join(' ');
    polygons.push(
      `<polygon points="${points}" fill="${faceColour(normal, index, time)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${(radius / 160).toFixed(2)}" stroke-linejoin="round"/>`,
    );
  });
  return `<g>${polygons.join('')}</g>`;
}

/** A gold band seen from slightly above, its top under the stone at (cx, top). */
export function ring(cx: number, top: number, width: number): string {
  const rx = width / 2;
  const ry = width * 0.36;
  const cy = top + ry;
  const band = width * 0.07;
  return `
    <defs>
      <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${GOLD[0]}"/><stop offset="0.35" stop-color="${GOLD[1]}"/>
        <stop offset="0.7" stop-color="${GOLD[2]}"/><stop offset="1" stop-color="${GOLD[3]}"/>
      </linearGradient>
      <linearGradient id="gold-back" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${GOLD[3]}"/><stop offset="0.5" stop-color="${GOLD[2]}"/>
        <stop offset="1" stop-color="${GOLD[3]}"/>
      </linearGradient>
    </defs>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#gold-back)" stroke-width="${band}"/>
    <path d="M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="url(#gold)" stroke-width="${band * 1.15}"/>
    <path d="M ${cx - width * 0.09} ${top + band * 0.2} L ${cx - width * 0.05} ${top - width * 0.11} M ${cx + width * 0.09} ${top + band * 0.2} L ${cx + width * 0.05} ${top - width * 0.11}" stroke="url(#gold)" stroke-width="${band * 0.45}" stroke-linecap="round"/>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, size: number, opacity = 1): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M ${x} ${y - s} Q ${x + w} ${y - w} ${x + s} ${y} Q ${x + w} ${y + w} ${x} ${y + s} Q ${x - w} ${y + w} ${x - s} ${y} Q ${x - w} ${y - w} ${x} ${y - s} Z" fill="#fff8e1" opacity="${opacity.toFixed(2)}"/>`;
}

/** The ink background with a warm glow. */
export function inkBackground(width: number, height: number, glowX = 0.5, glowY = 0.45): string {
  return `
    <defs>
      <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.65">
        <stop offset="0" stop-color="#3a2f17"/><stop offset="0.55" stop-color="#17130d"/>
        <stop offset="1" stop-color="#0c0b09"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The hero: the solitaire ring, square. */
export function heroRing(size: number): string {
  const u = size / 960;
  return svg(
    size,
    size,
    `${inkBackground(size, size, 0.5, 0.42)}
     <ellipse cx="${480 * u}" cy="${800 * u}" rx="${300 * u}" ry="${34 * u}" fill="#000" opacity="0.45"/>
     ${ring(480 * u, 470 * u, 560 * u)}
     ${diamond(480 * u, 360 * u, 170 * u, 0.35, 0.8)}
     ${sparkle(640 * u, 250 * u, 26 * u)}${sparkle(330 * u, 300 * u, 16 * u, 0.8)}
     ${sparkle(600 * u, 470 * u, 12 * u, 0.7)}${sparkle(250 * u, 560 * u, 10 * u, 0.5)}`,
  );
}

const bar = (x: number, y: number, w: number, h: number, fill: string, r = 4) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

/** The jeweller's dashboard, drawn as a mock-up (3:2). */
export function dashboardMock(): string {
  const cards = [0, 1, 2, 3]
    .map(
      (i) =>
        `${bar(236 + i * 176, 96, 160, 96, '#fffdf8', 10)}${bar(252 + i * 176, 116, 70, 10, '#cfc6b3')}${bar(252 + i * 176, 140, 96, 22, i === 0 ? '#a8801f' : '#14120f')}${bar(252 + i * 176, 172, 48, 8, '#8fbf9a')}`,
    )
    .join('');
  const heights = [90, 130, 110, 170, 150, 210, 190, 240];
  const chart = heights
    .map((h, i) => bar(262 + i * 44, 480 - h, 26, h, i === heights.length - 1 ? '#c9a227' : '#e2cf8f', 4))
    .join('');
  const rows = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `${bar(660, 250 + i * 50, 240, 36, i % 2 ? '#fffdf8' : '#f6f1e6', 6)}${bar(672, 262 + i * 50, 80, 12, '#b9ae98')}${bar(830, 262 + i * 50, 56, 12, ['#8fbf9a', '#e6c36b', '#9cb8e0'][i % 3]!)}`,
    )
    .join('');
  const nav = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => bar(32, 120 + i * 44, i === 0 ? 150 : 110, 14, i === 0 ? '#c9a227' : '#4a4335'))
    .join('');
  return svg(
    960,
    640,
    `<rect width="960" height="640" fill="#f2ecdf"/>
     <rect width="212" height="640" fill="#14120f"/>
     ${diamond(52, 56, 18, 0.4)}${bar(80, 48, 90, 16, '#d9b44a')}${nav}
     ${bar(236, 36, 280, 28, '#14120f')}${bar(800, 34, 136, 34, '#14120f', 8)}
     ${cards}
     ${bar(236, 220, 400, 290, '#fffdf8', 12)}${bar(256, 240, 140, 14, '#14120f')}${chart}
     ${bar(648, 220, 264, 290, '#fdfaf2', 12)}${rows}
     ${bar(236, 530, 676, 80, '#fffdf8', 12)}${bar(256, 556, 300, 12, '#cfc6b3')}${bar(256, 580, 200, 12, '#e2d9c6')}`,
  );
}

/** The client's showroom on a phone, drawn as a mock-up (3:2). */
export function showroomMock(): string {
  const tile = (x: number, y: number, piece: string) =>
    `${bar(x, y, 104, 132, '#1f1b15', 10)}${piece}${bar(x + 12, y + 106, 56, 8, '#8a7d62')}`;
  const tiles = [
    tile(372, 300, `${ring(424, 350, 64)}${diamond(424, 340, 16, 0.2)}`),
    tile(
      484,
      300,
      `<path d="M 500 330 Q 536 400 572 330" fill="none" stroke="#d9b44a" stroke-width="5" stroke-dasharray="7 4"/>`,
    ),
    tile(
      372,
      446,
      `<path d="M 394 470 Q 424 520 454 470" fill="none" stroke="#d9b44a" stroke-width="3"/>${diamond(424, 512, 14, 0.9)}`,
    ),
    tile(
      484,
      446,
      `<circle cx="536" cy="500" r="24" fill="none" stroke="#d9b44a" stroke-width="6"/><circle cx="536" cy="500" r="15" fill="#f2ecdf"/>`,
    ),
  ].join('');
  return svg(
    960,
    640,
    `${inkBackground(960, 640, 0.5, 0.35)}
     ${sparkle(250, 170, 22)}${sparkle(720, 220, 16, 0.8)}${sparkle(690, 520, 12, 0.6)}
     <rect x="348" y="24" width="264" height="600" rx="36" fill="#0c0b09" stroke="#6e5212" stroke-width="4"/>
     <rect x="360" y="36" width="240" height="576" rx="26" fill="#14120f"/>
     <defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6e5212"/><stop offset="1" stop-color="#1f1b15"/></linearGradient></defs>
     <rect x="360" y="36" width="240" height="160" rx="26" fill="url(#banner)"/>
     <circle cx="480" cy="196" r="34" fill="#14120f" stroke="#d9b44a" stroke-width="3"/>${diamond(480, 196, 18, 0.6)}
     ${bar(420, 240, 120, 14, '#f5f0e6')}${bar(438, 262, 84, 16, '#c9a227', 8)}
     ${tiles}
     ${bar(372, 588, 216, 12, '#2e2a22', 6)}`,
  );
}

/** The share image (1200×630): the wordmark, the promise and the ring. */
export function ogImage(): string {
  return svg(
    1200,
    630,
    `${inkBackground(1200, 630, 0.72, 0.45)}
     ${ring(860, 330, 400)}${diamond(860, 250, 120, 0.35, 0.8)}
     ${sparkle(990, 170, 22)}${sparkle(720, 220, 14, 0.8)}
     <text x="90" y="290" font-family="DejaVu Serif, serif" font-size="96" letter-spacing="18" fill="#f5f0e6">CARAT</text>
     <rect x="94" y="330" width="120" height="3" fill="#c9a227"/>
     <text x="92" y="400" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ddba5b">La plateforme des joailliers</text>
     <text x="92" y="450" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#a89f8f">Showroom · Rendez-vous · Commandes · IA</text>`,
  );
}

/** One frame of the showroom video at time `t` seconds (960×540): the stone turns, the light moves. */
export function videoFrame(t: number, duration: number): string {
  const progress = t / duration;
  const yaw = progress * Math.PI * 2 * 0.75;
  const sweep = -300 + progress * 1560;
  const sparkles = [
    [650, 150, 20, 0],
    [320, 200, 14, 1.3],
    [700, 380, 12, 2.1],
    [260, 380, 10, 3.4],
    [560, 110, 9, 4.2],
  ]
    .map(([x, y, size, phase]) => {
      const pulse = Math.max(0, Math.sin(t * 2.2 + phase!)) ** 2;
      return sparkle(x!, y!, size! * (0.6 + pulse * 0.6), pulse);
    })
    .join('');
  return svg(
    960,
    540,
    `${inkBackground(960, 540, 0.5 + Math.sin(t * 0.6) * 0.08, 0.4)}
     <defs><linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.07"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
     <ellipse cx="480" cy="470" rx="190" ry="22" fill="#000" opacity="0.45"/>
     ${ring(480, 290, 360)}
     ${diamond(480, 215, 112, yaw, t)}
     ${sparkles}
     <rect x="${sweep.toFixed(0)}" y="0" width="260" height="540" fill="url(#sweep)" transform="skewX(-18)"/>`,
  );
}
