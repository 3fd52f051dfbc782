import type { FaqAnswer } from '@carat/assistant/tools';

/** A FAQ entry whose question shares enough words with the visitor's. */
export function matchFaq(entries: readonly FaqAnswer[], question: string): FaqAnswer | null {
  const words = (text: string) =>
    new Set(
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 3),
    );
  const asked = words(question);
  let best: { entry: FaqAnswer; score: number } | null = null;
  for (const entry of entries) {
    const own = words(entry.question);
    if (own.size === 0) continue;
    const common = [...own].filter((word) => asked.has(word)).length;
    const score = common / own.size;
    if (common >= 1 && score >= 0.5 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}
