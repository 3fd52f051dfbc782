import type { FaqEntry } from '#features/faq/types.ts';

/*
 * The six questions the landing page shows. They belong to the full FAQ too (content.ts places them in their
 * categories); they live in this small module so the landing page does not load the whole FAQ.
 */

export const whatIsCarat: FaqEntry = {
  id: 'what-is-carat',
  question: { fr: "Qu'est-ce que Carat ?", en: 'What is Carat?' },
  answer: {
    fr: "Carat est une plateforme par abonnement pour les joailliers et les marques de bijoux : un showroom en ligne de luxe, la gestion des rendez-vous, des commandes sur mesure, des factures, des clients et du stock, des notifications automatiques et des outils d'intelligence artificielle.",
    en: 'Carat is a subscription platform for jewellers and jewellery brands: a luxury online showroom, management of appointments, custom orders, invoices, clients and stock, automatic notifications and artificial intelligence tools.',
  },
};

export const setupTime: FaqEntry = {
  id: 'setup-time',
  question: { fr: 'Combien de temps faut-il pour démarrer ?', en: 'How long does it take to get started?' },
  answer: {
    fr: 'Environ 15 minutes : créez votre compte, choisissez un plan, ajoutez vos premières pièces et partagez le lien de votre showroom.',
    en: 'About 15 minutes: create your account, choose a plan, add your first pieces and share your showroom link.',
  },
};

export const plans: FaqEntry = {
  id: 'plans',
  question: { fr: 'Quels sont les plans proposés ?', en: 'Which plans are there?' },
  answer: {
    fr: 'Trois plans : CZ Plan (£50 par mois), MOISSANITE Plan (£130 par mois, le plus choisi) et DIAMOND Plan (£250 par mois). En facturation annuelle, le prix affiché est réduit de 50 %.',
    en: 'Three plans: CZ Plan (£50 a month), MOISSANITE Plan (£130 a month, the most chosen) and DIAMOND Plan (£250 a month). With yearly billing, the price shown is 50% off.',
  },
};

export const freePlan: FaqEntry = {
  id: 'free-plan',
  question: { fr: 'Existe-t-il un plan gratuit ?', en: 'Is there a free plan?' },
  answer: {
    fr: 'Oui : « Commencer gratuitement » ouvre le plan CZ sans carte bancaire. Le plan gratuit affiche un discret « Propulsé par Carat » sur votre showroom et n’encaisse pas de paiements en ligne. Vous passez à un plan payant quand vous voulez, et le filigrane disparaît.',
    en: 'Yes: “Start for free” opens the CZ plan with no credit card. The free plan shows a discreet “Powered by Carat” on your showroom and takes no online payments. Move to a paid plan whenever you like, and the watermark goes.',
  },
};

export const designGenerator: FaqEntry = {
  id: 'design-generator',
  question: {
    fr: 'Comment fonctionne le générateur de design IA ?',
    en: 'How does the AI design generator work?',
  },
  answer: {
    fr: 'À partir d’un brief en français ou en anglais, il crée en moins d’une seconde un modèle 3D du bijou à la taille du client, avec son poids dans le métal choisi et une estimation de prix selon vos tarifs. Vous et vos clients le voyez en 3D et en réalité augmentée (lien de partage), et il devient une commande ou une pièce du catalogue. Il part aussi d’une photo de la pièce sur fond blanc ou uni, ou d’un croquis au trait : la photo donne une première lecture (type de pièce, couleur du métal, taille et nombre de pierres), souvent à corriger, surtout le type de pièce et la taille de la pierre ; vous la corrigez, puis la pièce est générée. Réservé au plan DIAMOND.',
    en: 'From a brief in French or English, it makes a 3D model of the piece at the client’s size in under a second, with its weight in the chosen metal and a price estimate from your prices. You and your clients see it in 3D and augmented reality (a shared link), and it becomes an order or a catalogue piece. It also starts from a photo of a piece on a white or plain background, or from a line sketch: the photo gives a first reading (kind of piece, metal colour, stone cut and count), often in need of correction, the kind of piece and the stone’s cut above all; you correct it, then the piece is generated. DIAMOND plan only.',
  },
};

export const cancelAnytime: FaqEntry = {
  id: 'cancel-anytime',
  question: { fr: 'Puis-je annuler à tout moment ?', en: 'Can I cancel at any time?' },
  answer: {
    fr: 'Oui, Cancel Anytime : l’abonnement reste dû jusqu’à la fin de la période en cours, sans remboursement une fois la période commencée, puis il n’est pas renouvelé. Vos données sont conservées 30 jours après la résiliation.',
    en: 'Yes, Cancel Anytime: the subscription stays due until the end of the current period, with no refund once the period has started, and is then not renewed. Your data is kept for 30 days after cancellation.',
  },
};

export const FEATURED_FAQ: readonly FaqEntry[] = [
  whatIsCarat,
  setupTime,
  plans,
  freePlan,
  designGenerator,
  cancelAnytime,
];
