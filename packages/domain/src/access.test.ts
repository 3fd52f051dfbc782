import { describe, expect, it } from 'vitest';
import {
  canTakePayments,
  canUseTool,
  entitlementsOf,
  hasApiAccess,
  isToolId,
  minimumTierFor,
  showsWatermark,
  TEAM_SEATS,
  TOOL_IDS,
  TOOLS,
  teamSeats,
  tiersUnlocking,
  toolById,
  toolsFor,
} from '#lib/access.ts';
import { TIERS } from '#lib/tiers.ts';

describe('tool catalogue', () => {
  it('describes every tool once, in both languages', () => {
    expect(TOOLS.map((tool) => tool.id)).toEqual([...TOOL_IDS]);
    for (const tool of TOOLS) {
      expect(tool.title.fr).not.toBe('');
      expect(tool.title.en).not.toBe('');
      expect(tool.description.fr).not.toBe('');
      expect(tool.description.en).not.toBe('');
    }
  });

  it("keeps the spec's English tool names", () => {
    expect(toolById('custom-order-form').title.en).toBe('Custom Order Form');
    expect(toolById('appointment-scheduler').title.en).toBe('Appointment Scheduler');
    expect(toolById('size-guide-generator').title.en).toBe('Jewelry Size Guide Generator');
    expect(toolById('ai-chatbot').title.en).toBe('AI Chatbot Support');
    expect(toolById('ai-design-generator').title.en).toBe('AI Design Generator');
  });

  it('recognises tool ids', () => {
    expect(isToolId('ai-chatbot')).toBe(true);
    expect(isToolId('ai-everything')).toBe(false);
    expect(() => toolById('nope' as never)).toThrow(RangeError);
  });
});

describe('canUseTool', () => {
  // One row per tier: CZ, SILVER, MOISSANITE, DIAMOND.
  const expected: Record<string, [boolean, boolean, boolean, boolean]> = {
    'custom-order-form': [true, true, true, true],
    'appointment-scheduler': [true, true, true, true],
    'size-guide-generator': [true, true, true, true],
    'ai-chatbot': [false, true, true, true],
    'ai-marketing-studio': [false, false, true, true],
    'ai-design-generator': [false, false, false, true],
  };

  for (const tool of TOOL_IDS) {
    it(`applies the rule for ${tool}`, () => {
      expect(TIERS.map((tier) => canUseTool(tier, tool))).toEqual(expected[tool]);
    });
  }

  it('names the minimum tier of each tool', () => {
    expect(minimumTierFor('custom-order-form')).toBe('CZ');
    expect(minimumTierFor('appointment-scheduler')).toBe('CZ');
    expect(minimumTierFor('size-guide-generator')).toBe('CZ');
    expect(minimumTierFor('ai-chatbot')).toBe('SILVER');
    expect(minimumTierFor('ai-marketing-studio')).toBe('MOISSANITE');
    expect(minimumTierFor('ai-design-generator')).toBe('DIAMOND');
  });

  it('lists the tools of a tier', () => {
    expect(toolsFor('CZ')).toEqual(['custom-order-form', 'appointment-scheduler', 'size-guide-generator']);
    expect(toolsFor('DIAMOND')).toEqual([...TOOL_IDS]);
  });

  it('lists the tiers that would unlock a tool', () => {
    expect(tiersUnlocking('ai-design-generator', 'MOISSANITE')).toEqual(['DIAMOND']);
    expect(tiersUnlocking('ai-chatbot', 'CZ')).toEqual(['SILVER', 'MOISSANITE', 'DIAMOND']);
    expect(tiersUnlocking('ai-chatbot', 'SILVER')).toEqual([]);
  });
});

describe('plan limits', () => {
  it('gives 1 seat on CZ and SILVER, 2 on MOISSANITE, 5 on DIAMOND (owner included)', () => {
    expect(TIERS.map(teamSeats)).toEqual([1, 1, 2, 5]);
    expect(TEAM_SEATS).toEqual({ CZ: 1, SILVER: 1, MOISSANITE: 2, DIAMOND: 5 });
  });

  it('opens the API to DIAMOND only', () => {
    expect(TIERS.map(hasApiAccess)).toEqual([false, false, false, true]);
  });

  it('watermarks the free plan only', () => {
    expect(TIERS.map(showsWatermark)).toEqual([true, false, false, false]);
  });

  it('takes payments on every plan but the free one', () => {
    expect(TIERS.map(canTakePayments)).toEqual([false, true, true, true]);
  });

  it('sums up what a tier grants', () => {
    expect(entitlementsOf('MOISSANITE')).toEqual({
      tier: 'MOISSANITE',
      tools: [
        'custom-order-form',
        'appointment-scheduler',
        'size-guide-generator',
        'ai-chatbot',
        'ai-marketing-studio',
      ],
      teamSeats: 2,
      apiAccess: false,
      watermark: false,
      payments: true,
    });
  });
});

describe('what is released', () => {
  it('marks the tools a jeweller can use today (the three AI tools among them)', async () => {
    const { TOOLS } = await import('#lib/access.ts');
    const released = TOOLS.filter((tool) => tool.released).map((tool) => tool.id);
    expect(released).toEqual([
      'custom-order-form',
      'appointment-scheduler',
      'size-guide-generator',
      'ai-chatbot',
      'ai-marketing-studio',
      'ai-design-generator',
    ]);
  });

  it("has no 'Bientôt' line left on a plan card: online payments are live", async () => {
    const { PLAN_FEATURES } = await import('#lib/plans.ts');
    for (const features of Object.values(PLAN_FEATURES)) {
      expect(features.filter((feature) => !feature.released).map((feature) => feature.key)).toEqual([]);
    }
  });
});
