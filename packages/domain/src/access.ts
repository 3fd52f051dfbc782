import type { LocalizedText } from '#lib/locale.ts';
import { isAtLeastTier, TIERS, type Tier } from '#lib/tiers.ts';

export const TOOL_IDS = [
  'custom-order-form',
  'appointment-scheduler',
  'size-guide-generator',
  'ai-chatbot',
  'ai-marketing-studio',
  'ai-design-generator',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface Tool {
  readonly id: ToolId;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  /** The lowest tier that may use the tool; every higher tier may too. */
  readonly minimumTier: Tier;
  /**
   * Whether a jeweller can use it today. The marketing site and the plan cards mark the others 'Bientôt':
   * we promise only what works (the AI tools' engines exist, their pages are being built).
   */
  readonly released: boolean;
}

/**
 * Spec rules, kept exact: Custom Order Form, Appointment Scheduler and Jewelry Size Guide Generator on every
 * plan; AI Chatbot Support on every plan except CZ; AI Design Generator on DIAMOND only.
 * The spec sells an AI marketing studio without saying which plan has it. We put it on MOISSANITE and up:
 * the chatbot already reaches SILVER and the design generator is DIAMOND's, so the marketing studio is what
 * sets the middle (popular) plan apart beyond its second seat.
 */
export const TOOLS: readonly Tool[] = [
  {
    id: 'custom-order-form',
    title: { fr: 'Formulaire de commande sur mesure', en: 'Custom Order Form' },
    description: {
      fr: 'Recevez des demandes de bijoux sur mesure détaillées, photos et budget compris.',
      en: 'Receive detailed custom jewellery requests, with photos and budget.',
    },
    minimumTier: 'CZ',
    released: true,
  },
  {
    id: 'appointment-scheduler',
    title: { fr: 'Prise de rendez-vous', en: 'Appointment Scheduler' },
    description: {
      fr: 'Laissez vos clients réserver une consultation en boutique, par téléphone ou en visio.',
      en: 'Let clients book an in-store, phone or video consultation.',
    },
    minimumTier: 'CZ',
    released: true,
  },
  {
    id: 'size-guide-generator',
    title: { fr: 'Générateur de guide des tailles', en: 'Jewelry Size Guide Generator' },
    description: {
      fr: 'Créez des guides de tailles imprimables pour bagues, bracelets et colliers.',
      en: 'Create printable size guides for rings, bracelets and necklaces.',
    },
    minimumTier: 'CZ',
    released: true,
  },
  {
    id: 'ai-chatbot',
    title: { fr: 'Assistant IA (chatbot)', en: 'AI Chatbot Support' },
    description: {
      fr: 'Un agent conversationnel qui répond à vos clients et qualifie vos prospects.',
      en: 'A conversational agent that answers clients and qualifies leads.',
    },
    minimumTier: 'SILVER',
    released: true,
  },
  {
    id: 'ai-marketing-studio',
    title: { fr: 'Studio marketing IA', en: 'AI Marketing Studio' },
    description: {
      fr: 'Générez visuels et textes pour vos réseaux sociais et campagnes.',
      en: 'Generate visuals and copy for social media and campaigns.',
    },
    minimumTier: 'MOISSANITE',
    released: true,
  },
  {
    id: 'ai-design-generator',
    title: { fr: 'Générateur de design IA', en: 'AI Design Generator' },
    description: {
      fr: 'Transformez un brief ou une photo en modèle 3D, visible en 3D et en réalité augmentée.',
      en: 'Turn a brief or a photo into a 3D model, viewable in 3D and AR.',
    },
    minimumTier: 'DIAMOND',
    released: true,
  },
];

const TOOLS_BY_ID = new Map<ToolId, Tool>(TOOLS.map((tool) => [tool.id, tool]));

export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && (TOOL_IDS as readonly string[]).includes(value);
}

export function toolById(id: ToolId): Tool {
  const tool = TOOLS_BY_ID.get(id);
  if (!tool) throw new RangeError(`unknown tool: ${id}`);
  return tool;
}

export function minimumTierFor(tool: ToolId): Tier {
  return toolById(tool).minimumTier;
}

export function canUseTool(tier: Tier, tool: ToolId): boolean {
  return isAtLeastTier(tier, minimumTierFor(tool));
}

/** The tools a tier may use, in catalogue order. */
export function toolsFor(tier: Tier): readonly ToolId[] {
  return TOOL_IDS.filter((tool) => canUseTool(tier, tool));
}

/**
 * Seats, owner included: the FAQ's "team members: 2 on MOISSANITE, 5 on DIAMOND" is read as the total number
 * of people on the account, so a MOISSANITE owner can invite one colleague. CZ and SILVER are single-seat.
 */
export const TEAM_SEATS: Readonly<Record<Tier, number>> = {
  CZ: 1,
  SILVER: 1,
  MOISSANITE: 2,
  DIAMOND: 5,
};

export function teamSeats(tier: Tier): number {
  return TEAM_SEATS[tier];
}

/** FAQ: the API is for DIAMOND only. */
export function hasApiAccess(tier: Tier): boolean {
  return tier === 'DIAMOND';
}

/** FAQ: the free plan (CZ) shows a watermark on the showroom. */
export function showsWatermark(tier: Tier): boolean {
  return tier === 'CZ';
}

/** FAQ: the free plan (CZ) takes no payments. */
export function canTakePayments(tier: Tier): boolean {
  return tier !== 'CZ';
}

/** Everything a tier grants, for plan badges, upgrade prompts and API guards. */
export interface TierEntitlements {
  readonly tier: Tier;
  readonly tools: readonly ToolId[];
  readonly teamSeats: number;
  readonly apiAccess: boolean;
  readonly watermark: boolean;
  readonly payments: boolean;
}

export function entitlementsOf(tier: Tier): TierEntitlements {
  return {
    tier,
    tools: toolsFor(tier),
    teamSeats: teamSeats(tier),
    apiAccess: hasApiAccess(tier),
    watermark: showsWatermark(tier),
    payments: canTakePayments(tier),
  };
}

/** For upgrade prompts: the tiers above `tier` that would unlock `tool`, or none if it is usable already. */
export function tiersUnlocking(tool: ToolId, tier: Tier): readonly Tier[] {
  if (canUseTool(tier, tool)) return [];
  return TIERS.filter((candidate) => canUseTool(candidate, tool));
}
