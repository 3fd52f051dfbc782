/**
 * Draws the demo showrooms' imagery as SVG (gold, diamonds and ink, from a few shapes) and renders it with
 * sharp to the committed WebP files under public/media/{slug}/ that the seed's products, collaborations and
 * banners point to. Run after changing the art: `pnpm --filter @carat/showroom art`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type Kind =
  | 'cuban'
  | 'rope'
  | 'tennis'
  | 'watch'
  | 'grillz'
  | 'ring'
  | 'medal'
  | 'bangle'
  | 'crown'
  | 'portrait';

const GOLD = `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#f7e7a9"/><stop offset="0.35" stop-color="#d9b45a"/>
  <stop offset="0.65" stop-color="#a97c2c"/><stop offset="1" stop-color="#f2d98c"/></linearGradient>
<linearGradient id="white" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#d7dde6"/><stop offset="1" stop-color="#9aa6b8"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6">
  <stop offset="0" stop-color="#3a2f1c"/><stop offset="1" stop-color="#0b0b0c"/></radialGradient>`;

function diamond(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="url(#white)" stroke="#f5f7fb" stroke-width="${r * 0.12}"/>
<path d="M${-r * 0.6} 0 L0 ${-r * 0.6} L${r * 0.6} 0 L0 ${r * 0.6} Z" fill="none" stroke="#8a96a8" stroke-width="${r * 0.08}"/>
<circle r="${r * 0.18}" cx="${-r * 0.3}" cy="${-r * 0.3}" fill="#fff"/></g>`;
}

function jewel(kind: Kind, variant: number): string {
  const tilt = [-8, 6, -18][variant % 3]!;
  switch (kind) {
    case 'cuban': {
      const links = Array.from({ length: 11 }, (_, i) => {
        const t = i / 10;
        const x = 140 + t * 520;
        const y = 400 + Math.sin(t * Math.PI) * 170;
        const stones = variant === 1 ? diamond(x, y, 11) : '';
        return `<ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="none" stroke="url(#gold)" stroke-width="17" transform="rotate(${t * 40 - 20} ${x} ${y})"/>${stones}`;
      });
      return `<g transform="rotate(${tilt} 400 400)">${links.join('')}</g>`;
    }
    case 'rope': {
      const twists = Array.from({ length: 30 }, (_, i) => {
        const t = i / 29;
        const x = 130 + t * 540;
        const y = 380 + Math.sin(t * Math.PI) * 190;
        return `<ellipse cx="${x}" cy="${y}" rx="22" ry="10" fill="url(#gold)" stroke="#7a5a1e" stroke-width="2" transform="rotate(${55 + t * 30} ${x} ${y})"/>`;
      });
      return `<g transform="rotate(${tilt} 400 400)">${twists.join('')}</g>`;
    }
    case 'tennis': {
      const stones = Array.from({ length: 26 }, (_, i) => {
        const a = (i / 26) * Math.PI * 2;
        return diamond(400 + Math.cos(a) * 230, 400 + Math.sin(a) * 150, 17);
      });
      return `<g transform="rotate(${tilt} 400 400)"><ellipse cx="400" cy="400" rx="230" ry="150" fill="none" stroke="url(#gold)" stroke-width="14"/>${stones.join('')}</g>`;
    }
    case 'watch': {
      const bezel = Array.from({ length: 30 }, (_, i) => {
        const a = (i / 30) * Math.PI * 2;
        return diamond(400 + Math.cos(a) * 150, 400 + Math.sin(a) * 150, 13);
      });
      const hours = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<rect x="-4" y="-112" width="8" height="22" fill="#f2d98c" transform="translate(400 400) rotate(${(a * 180) / Math.PI})"/>`;
      });
      return `<g transform="rotate(${tilt} 400 400)"><rect x="330" y="60" width="140" height="680" rx="40" fill="url(#gold)"/>
<circle cx="400" cy="400" r="170" fill="url(#gold)"/><circle cx="400" cy="400" r="128" fill="#101014"/>${hours.join('')}
<line x1="400" y1="400" x2="400" y2="318" stroke="#f7e7a9" stroke-width="9" stroke-linecap="round"/>
<line x1="400" y1="400" x2="468" y2="430" stroke="#f7e7a9" stroke-width="6" stroke-linecap="round"/>${bezel.join('')}</g>`;
    }
    case 'grillz': {
      const teeth = Array.from({ length: 6 }, (_, i) => {
        const x = 190 + i * 72;
        const drop = Math.abs(i - 2.5) * 14;
        const stone = variant === 1 ? diamond(x + 33, 400 + drop, 16) : '';
        return `<path d="M${x} ${330 + drop} q33 -20 66 0 v120 q-33 40 -66 0 Z" fill="url(#gold)" stroke="#7a5a1e" stroke-width="3"/>${stone}`;
      });
      return `<g transform="rotate(${tilt / 2} 400 400)">${teeth.join('')}</g>`;
    }
    case 'ring':
      return `<g transform="rotate(${tilt} 400 400)"><ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="url(#gold)" stroke-width="30"/>
<path d="M350 330 L400 270 L450 330 Z" fill="url(#gold)"/>${diamond(400, 270, 62)}</g>`;
    case 'medal':
      return `<g transform="rotate(${tilt / 2} 400 400)"><path d="M180 90 Q400 380 620 90" fill="none" stroke="url(#gold)" stroke-width="8" stroke-dasharray="14 6"/>
<circle cx="400" cy="250" r="18" fill="none" stroke="url(#gold)" stroke-width="8"/>
<circle cx="400" cy="450" r="170" fill="url(#gold)"/><circle cx="400" cy="450" r="140" fill="none" stroke="#8d6a27" stroke-width="5"/>
<path d="M320 480 q40 -70 80 0 q40 70 80 0" fill="none" stroke="#6d5120" stroke-width="10" stroke-linecap="round"/></g>`;
    case 'bangle':
      return `<g transform="rotate(${tilt} 400 400)"><ellipse cx="400" cy="400" rx="250" ry="190" fill="none" stroke="url(#gold)" stroke-width="46"/>
${Array.from({ length: 18 }, (_, i) => {
  const a = (i / 18) * Math.PI * 2;
  return `<circle cx="${400 + Math.cos(a) * 250}" cy="${400 + Math.sin(a) * 190}" r="9" fill="#f7e7a9" opacity="0.7"/>`;
}).join('')}</g>`;
    case 'crown':
      return `<g><path d="M220 520 L250 300 L330 420 L400 260 L470 420 L550 300 L580 520 Z" fill="url(#gold)" stroke="#7a5a1e" stroke-width="4"/>
${[250, 400, 550].map((x, i) => diamond(x, [300, 260, 300][i]!, 26)).join('')}
${Array.from({ length: 7 }, (_, i) => diamond(250 + i * 50, 490, 15)).join('')}</g>`;
    case 'portrait':
      return `<g><circle cx="400" cy="300" r="120" fill="#1d1a16"/><path d="M190 720 Q200 470 400 450 Q600 470 610 720 Z" fill="#1d1a16"/>
<path d="M280 470 Q400 640 520 470" fill="none" stroke="url(#gold)" stroke-width="16"/>${diamond(400, 585, 30)}</g>`;
  }
}

/** A square (or given-size) picture of one piece on the house's dark velvet. */
export function pieceSvg(kind: Kind, variant: number, width = 800, height = 800): string {
  const hues = ['#0b0b0c', '#14110c', '#0e0f12'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 800" preserveAspectRatio="xMidYMid slice">
<defs>${GOLD}</defs><rect width="800" height="800" fill="${hues[variant % 3]}"/><rect width="800" height="800" fill="url(#glow)" opacity="0.9"/>
${jewel(kind, variant)}</svg>`;
}

export function bannerSvg(title: string): string {
  const stones = Array.from({ length: 40 }, (_, i) =>
    diamond(80 + ((i * 137) % 1440), 60 + ((i * 89) % 520), 4 + (i % 5) * 2),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<defs>${GOLD}</defs><rect width="1600" height="640" fill="#0b0b0c"/><rect width="1600" height="640" fill="url(#glow)"/>
<g opacity="0.55">${stones}</g>
<path d="M0 520 Q800 380 1600 520" fill="none" stroke="url(#gold)" stroke-width="6"/>
<text x="800" y="330" text-anchor="middle" font-family="Georgia, serif" font-size="92" fill="url(#gold)" letter-spacing="6">${title}</text></svg>`;
}

interface Output {
  file: string;
  svg: string;
  width: number;
  height: number;
}

const demoPieces: [string, Kind, number][] = [
  ['cuban-chain', 'cuban', 3],
  ['tennis-bracelet', 'tennis', 3],
  ['iced-watch', 'watch', 3],
  ['gold-grillz', 'grillz', 2],
  ['rope-chain', 'rope', 2],
];
const atelierPieces: [string, Kind, number][] = [
  ['solitaire-ring', 'ring', 2],
  ['medal-pendant', 'medal', 2],
  ['hammered-bangle', 'bangle', 2],
];

function outputs(): Output[] {
  const out: Output[] = [];
  for (const [slug, pieces] of [
    ['demo', demoPieces],
    ['atelier', atelierPieces],
  ] as const) {
    for (const [stem, kind, count] of pieces) {
      for (let i = 0; i < count; i++) {
        out.push({ file: `${slug}/${stem}-${i + 1}.webp`, svg: pieceSvg(kind, i), width: 800, height: 800 });
      }
    }
  }
  const collabs: [string, Kind, number][] = [
    ['demo/collab-crown', 'crown', 0],
    ['demo/collab-grillz', 'grillz', 1],
    ['demo/collab-watch', 'watch', 2],
    ['demo/collab-gala', 'tennis', 1],
    ['atelier/collab-rive', 'portrait', 0],
  ];
  for (const [file, kind, variant] of collabs) {
    out.push({ file: `${file}.webp`, svg: pieceSvg(kind, variant, 800, 600), width: 800, height: 600 });
  }
  out.push({ file: 'demo/banner.webp', svg: bannerSvg('HALE &amp; CO.'), width: 1600, height: 640 });
  out.push({ file: 'atelier/banner.webp', svg: bannerSvg('ATELIER MARCHAND'), width: 1600, height: 640 });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = path.resolve(import.meta.dirname, '../public/media');
  for (const output of outputs()) {
    const target = path.join(publicDir, output.file);
    mkdirSync(path.dirname(target), { recursive: true });
    await sharp(Buffer.from(output.svg))
      .resize(output.width, output.height)
      .webp({ quality: 74 })
      .toFile(target);
    console.log(`art: ${output.file}`);
  }
}
