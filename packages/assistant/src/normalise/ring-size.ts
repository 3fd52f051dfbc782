import {
  diameterFromRingSize,
  parseUkSize,
  type RingSizeSystem,
  ukSizeLabel,
} from '@carat/domain/ring-sizes';
import type { RingSize } from '#lib/lead.ts';
import { fold } from '#lib/text.ts';

/**
 * Ring sizes in any system ('taille 54', 'size N', 'US 7', 'size 7 1/2', 'je fais du 52', 'UK M½'),
 * normalised through @carat/domain's formulas to one inner diameter. Which system a bare number belongs
 * to follows its range: 38–76 is a circumference (French 'taille' → fr, otherwise eu), 1–16 is a US size.
 */

export interface RingSizeMatch {
  readonly ringSize: RingSize;
  readonly spans: ReadonlyArray<readonly [number, number]>;
}

const SYSTEM_WORDS: Record<string, RingSizeSystem> = {
  us: 'us',
  usa: 'us',
  american: 'us',
  americaine: 'us',
  us_size: 'us',
  uk: 'uk',
  british: 'uk',
  anglaise: 'uk',
  eu: 'eu',
  europe: 'eu',
  european: 'eu',
  europeenne: 'eu',
  fr: 'fr',
  francaise: 'fr',
  french: 'fr',
  jp: 'jp',
  japan: 'jp',
  japanese: 'jp',
  japonaise: 'jp',
  ch: 'ch',
  swiss: 'ch',
  suisse: 'ch',
};

const SYSTEM_PATTERN = Object.keys(SYSTEM_WORDS).join('|');
// A half written as ' 1/2', '½', '.5', ',5', ' and a half', ' et demi(e)'.
const HALF = String.raw`(?:\s?1\/2|\s?½|[.,]5|\s(?:and a half|et demie?))`;
const CUE = `(?:ring size|finger size|taille de bague|taille de doigt|tour de doigt|taille|size|je fais (?:du|un|une)|i(?:'m| am) an?|i wear an?|sized?)`;

// 'US 7', 'taille US 7', 'size 7 US', 'taille 54', 'size 7 1/2', 'tour de doigt 54 mm'.
const NUMERIC = new RegExp(
  String.raw`(?<![a-z])(?:(?:${CUE})\s*(?:(?<sys1>${SYSTEM_PATTERN})\s*)?:?\s*|(?<sys2>${SYSTEM_PATTERN})\s*(?:size\s*)?)(?<num>\d{1,2}(?:[.,]\d{1,2})?)(?<half>${HALF})?(?:\s*(?<sys3>${SYSTEM_PATTERN})(?![a-z]))?(?:\s*mm)?(?![\d/])`,
  'g',
);
// UK letters need the capital in the visitor's own text ('size N', 'UK M½'), else 'size a bit' would read A.
const LETTER = new RegExp(
  String.raw`(?<![A-Za-z])(?:[Ss]ize|[Tt]aille|UK|uk)\s*(?:UK\s*|uk\s*)?(?<letter>[A-Z])(?<half>${HALF})?(?![A-Za-z])`,
  'g',
);
// 'diamètre 17 mm', '17.3 mm diameter', 'inner diameter of 17mm'.
const DIAMETER =
  /(?:diametre|diameter)\s*(?:interieur|of|de)?\s*:?\s*(\d{2}(?:[.,]\d{1,2})?)\s*mm|(\d{2}(?:[.,]\d{1,2})?)\s*mm\s*(?:de\s*)?(?:diametre|diameter)/g;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function formatSize(system: RingSizeSystem, size: number): string {
  if (system === 'uk') return ukSizeLabel(size) ?? String(size);
  return String(round2(size));
}

export function ringSizeOf(system: RingSizeSystem, size: number): RingSize {
  return { system, value: formatSize(system, size), diameterMm: round2(diameterFromRingSize(system, size)) };
}

/** Plausible adult and child sizes only: a 'size 200' is not a ring. */
function plausible(system: RingSizeSystem, size: number): boolean {
  switch (system) {
    case 'eu':
    case 'fr':
      return size >= 38 && size <= 76;
    case 'ch':
      return size >= 0 && size <= 36;
    case 'us':
      return size >= 1 && size <= 16;
    case 'uk':
      return size >= 1 && size <= 30;
    case 'jp':
      return size >= 1 && size <= 30;
  }
}

function guessSystem(size: number, frenchCue: boolean): RingSizeSystem | null {
  if (size >= 38 && size <= 76) return frenchCue ? 'fr' : 'eu';
  if (size >= 1 && size <= 16) return 'us';
  return null;
}

export function parseRingSize(text: string): RingSizeMatch | null {
  const original = text.normalize('NFC');
  const folded = fold(original);
  const found: Array<{ ringSize: RingSize; start: number; end: number }> = [];

  for (const match of folded.matchAll(NUMERIC)) {
    const groups = match.groups ?? {};
    const named = groups.sys1 ?? groups.sys2 ?? groups.sys3;
    const raw = groups.num;
    if (!raw) continue;
    const size = Number(raw.replace(',', '.')) + (groups.half ? 0.5 : 0);
    const frenchCue = /taille|tour de doigt|je fais/.test(match[0]);
    const system = named ? (SYSTEM_WORDS[named] ?? null) : guessSystem(size, frenchCue);
    if (!system || !plausible(system, size)) continue;
    const start = match.index ?? 0;
    found.push({ ringSize: ringSizeOf(system, size), start, end: start + match[0].length });
  }
  for (const match of original.matchAll(LETTER)) {
    const label = `${match.groups?.letter ?? ''}${match.groups?.half ? '½' : ''}`;
    const index = parseUkSize(label);
    if (index === null) continue;
    const start = match.index ?? 0;
    found.push({ ringSize: ringSizeOf('uk', index), start, end: start + match[0].length });
  }
  for (const match of folded.matchAll(DIAMETER)) {
    const raw = match[1] ?? match[2];
    const diameterMm = Number(raw?.replace(',', '.'));
    if (!(diameterMm >= 12 && diameterMm <= 24)) continue;
    const start = match.index ?? 0;
    found.push({
      ringSize: { system: 'eu', value: String(round2(Math.PI * diameterMm)), diameterMm: round2(diameterMm) },
      start,
      end: start + match[0].length,
    });
  }
  if (found.length === 0) return null;
  // The last size said wins: 'taille 52, ah non 54'.
  const last = found.reduce((best, hit) => (hit.start >= best.start ? hit : best));
  return { ringSize: last.ringSize, spans: found.map((hit) => [hit.start, hit.end] as const) };
}
