import type { Locale } from '@carat/domain/locale';
import { createFakeShop, type DialogueShop } from '#lib/dialogue-eval.ts';
import type { ReplyOutput } from '#lib/engine.ts';
import { createOfflineEngine } from '#lib/offline.ts';
import type { ConversationState } from '#lib/state.ts';

/**
 * For tests: a conversation with the offline engine on a made-up shop, turn after turn, the state passed
 * on as the API stores it (through JSON). Answers the fake shop (its bookings and leads) and every reply.
 */
export async function converseWith(shop: DialogueShop, locale: Locale, turns: readonly string[], now: Date) {
  const fake = createFakeShop(shop, locale, now);
  const engine = createOfflineEngine();
  let state: ConversationState | null = null;
  const outputs: ReplyOutput[] = [];
  for (const text of turns) {
    const out = await engine.reply({
      state,
      text,
      locale,
      now,
      timeZone: shop.timeZone,
      tools: fake.tools,
      business: fake.business,
    });
    outputs.push(out);
    state = JSON.parse(JSON.stringify(out.state)) as ConversationState;
  }
  return { fake, outputs, last: outputs.at(-1)! };
}
