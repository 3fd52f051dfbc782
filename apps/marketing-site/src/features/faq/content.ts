import {
  cancelAnytime,
  designGenerator,
  freePlan,
  plans,
  setupTime,
  whatIsCarat,
} from '#features/faq/featured.ts';
import type { FaqCategory } from '#features/faq/types.ts';

/**
 * The full FAQ (/faq), in the spec's eight categories, written for this product and in step with the spec:
 * plans and prices, the free plan's watermark, team members (2 on MOISSANITE, 5 on DIAMOND), the API on
 * DIAMOND, the annual offer saving two months, data kept 30 days after cancellation, the legal positions.
 */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'general',
    title: 'General',
    entries: [
      whatIsCarat,
      {
        id: 'audience',
        question: { fr: 'À qui s’adresse Carat ?', en: 'Who is Carat for?' },
        answer: {
          fr: 'Aux joailliers, bijoutiers, créateurs et marques de bijoux, de l’atelier indépendant à la maison établie. L’accès est réservé aux adultes agissant dans le cadre de leur activité professionnelle.',
          en: 'Jewellers, jewellery makers, designers and brands, from the independent workshop to the established house. Access is for adults acting in the course of their business.',
        },
      },
      {
        id: 'no-sales',
        question: { fr: 'Carat vend-il des bijoux ?', en: 'Does Carat sell jewellery?' },
        answer: {
          fr: 'Non. Carat ne vend pas de bijoux et n’est pas un intermédiaire entre vous et vos clients : nous fournissons les outils, la relation commerciale reste la vôtre.',
          en: 'No. Carat does not sell jewellery and is not an intermediary between you and your clients: we provide the tools, the business relationship stays yours.',
        },
      },
      setupTime,
      {
        id: 'try-first',
        question: { fr: 'Puis-je essayer avant de m’abonner ?', en: 'Can I try before I subscribe?' },
        answer: {
          fr: 'Oui. La démo joaillier (Jeweller View) et la démo client (Client View) sont ouvertes sans inscription, et le plan gratuit ne demande aucune carte bancaire.',
          en: 'Yes. The jeweller demo (Jeweller View) and the client demo (Client View) are open without signing up, and the free plan needs no credit card.',
        },
      },
    ],
  },
  {
    id: 'features',
    title: 'Features',
    entries: [
      {
        id: 'tools',
        question: { fr: 'Quels outils sont inclus ?', en: 'Which tools are included?' },
        answer: {
          fr: 'Plus de 15 outils : showroom en ligne et son éditeur, prise de rendez-vous, formulaire de commande sur mesure, suivi des commandes, atelier et réparations, stock étiqueté et vente en boutique avec reçu, cours des métaux, factures Factur-X et reçus, fichier clients, notifications automatiques par e-mail et SMS, guide des tailles, statistiques, avis clients, et des outils IA selon votre plan.',
          en: 'Over 15 tools: an online showroom and its builder, appointment booking, a custom order form, order tracking, the workshop and repairs, tagged stock and the counter sale with its receipt, metal rates, Factur-X invoices and receipts, client records, automatic notifications by email and text, a size guide, analytics, client reviews, and AI tools depending on your plan.',
        },
      },
      {
        id: 'booking',
        question: {
          fr: 'Mes clients peuvent-ils prendre rendez-vous en ligne ?',
          en: 'Can my clients book appointments online?',
        },
        answer: {
          fr: 'Oui. Ils choisissent un type de rendez-vous (téléphone, visio, boutique ou séance de design), une date et un créneau. Les frais du rendez-vous sont entièrement déduits d’un achat ultérieur, et un rappel est envoyé 24 heures avant.',
          en: 'Yes. They choose a type of appointment (phone, video, in store or design session), a date and a time. The appointment fee is fully deducted from a later purchase, and a reminder is sent 24 hours before.',
        },
      },
      {
        id: 'showroom-builder',
        question: { fr: 'Puis-je personnaliser mon showroom ?', en: 'Can I customise my showroom?' },
        answer: {
          fr: 'Oui, avec l’éditeur de showroom : bannière, textes, images, produits, vidéo, témoignages et coordonnées, bloc par bloc, sans écrire de code.',
          en: 'Yes, with the showroom builder: banner, text, images, products, video, testimonials and contact details, block by block, without writing code.',
        },
      },
      {
        id: 'size-guide',
        question: { fr: 'Puis-je créer un guide des tailles ?', en: 'Can I make a size guide?' },
        answer: {
          fr: 'Oui, le générateur de guide des tailles est inclus dans tous les plans : bagues, bracelets et colliers, prêts à imprimer ou à partager.',
          en: 'Yes, the size guide generator is on every plan: rings, bracelets and necklaces, ready to print or share.',
        },
      },
      {
        id: 'team',
        question: { fr: 'Puis-je travailler en équipe ?', en: 'Can I work as a team?' },
        answer: {
          fr: 'Oui : le plan MOISSANITE compte 2 membres d’équipe et le plan DIAMOND 5 membres d’équipe. Invitez-les par email depuis « Équipe » dans votre espace, comme administrateurs ou collaborateurs.',
          en: 'Yes: the MOISSANITE plan has 2 team members and the DIAMOND plan 5 team members. Invite them by email from “Team” in your dashboard, as admins or staff.',
        },
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing & Subscriptions',
    entries: [
      plans,
      freePlan,
      {
        id: 'annual',
        question: {
          fr: 'Quel est l’avantage de l’offre annuelle ?',
          en: 'What does the annual offer bring?',
        },
        answer: {
          fr: 'L’offre annuelle vous fait économiser deux mois par rapport au paiement mensuel.',
          en: 'The annual offer saves you two months compared with paying monthly.',
        },
      },
      {
        id: 'change-plan',
        question: { fr: 'Puis-je changer de plan ?', en: 'Can I change plans?' },
        answer: {
          fr: 'Oui, à tout moment depuis le portail de gestion de votre abonnement, accessible depuis votre tableau de bord.',
          en: 'Yes, at any time from your subscription management portal, reached from your dashboard.',
        },
      },
      cancelAnytime,
    ],
  },
  {
    id: 'ai',
    title: 'Artificial Intelligence',
    entries: [
      {
        id: 'chatbot',
        question: { fr: 'Que fait l’agent conversationnel IA ?', en: 'What does the AI chat agent do?' },
        answer: {
          fr: 'Il répond à vos clients à toute heure sur votre showroom, à partir de vos pièces, de vos services et de vos créneaux libres, réserve un vrai rendez-vous et qualifie les prospects (budget, occasion, délai) avant de vous les transmettre dans « Demandes ». Il est inclus dans tous les plans sauf le CZ Plan.',
          en: 'It answers your clients at any hour on your showroom from your own pieces, services and free slots, books a real appointment and qualifies leads (budget, occasion, timing) before passing them to you in “Enquiries”. It is on every plan except the CZ Plan.',
        },
      },
      {
        id: 'marketing-studio',
        question: { fr: 'Qu’est-ce que le studio marketing IA ?', en: 'What is the AI marketing studio?' },
        answer: {
          fr: 'Il crée, à partir de vos pièces, les textes et visuels de vos publications Instagram et Facebook, et envoie vos campagnes email aux clients qui l’ont accepté, avec désinscription en un clic. Il est inclus dans les plans MOISSANITE et DIAMOND.',
          en: 'From your own pieces it writes the captions and makes the visuals of your Instagram and Facebook posts, and sends your email campaigns to the clients who agreed to them, with one-click unsubscribe. It is on the MOISSANITE and DIAMOND plans.',
        },
      },
      designGenerator,
      {
        id: 'ai-ownership',
        question: {
          fr: 'À qui appartiennent les créations faites avec l’IA ?',
          en: 'Who owns what I create with the AI?',
        },
        answer: {
          fr: 'À vous : vous restez propriétaire de ce que vous créez, sauf si vous le publiez. Vous êtes responsable de l’usage commercial que vous faites des résultats de l’IA.',
          en: 'You do: you keep ownership of what you create unless you publish it. You are responsible for the commercial use you make of the AI’s output.',
        },
      },
    ],
  },
  {
    id: 'security',
    title: 'Security & Privacy',
    entries: [
      {
        id: 'data-sold',
        question: { fr: 'Mes données sont-elles vendues ?', en: 'Is my data sold?' },
        answer: {
          fr: 'Jamais. Nous ne vendons aucune donnée, ni la vôtre ni celle de vos clients.',
          en: 'Never. We sell no data, neither yours nor your clients’.',
        },
      },
      {
        id: 'protection',
        question: { fr: 'Comment mes données sont-elles protégées ?', en: 'How is my data protected?' },
        answer: {
          fr: 'Elles sont chiffrées en transit et sauvegardées automatiquement chaque jour. Les données de chaque entreprise sont isolées de celles des autres.',
          en: 'It is encrypted in transit and backed up automatically every day. Each business’s data is kept apart from every other’s.',
        },
      },
      {
        id: 'after-cancel',
        question: {
          fr: 'Que deviennent mes données si je résilie ou supprime mon compte ?',
          en: 'What happens to my data if I cancel or delete my account?',
        },
        answer: {
          fr: 'Après une résiliation, elles sont conservées 30 jours, le temps de revenir ou de les exporter. Si vous supprimez votre compte via Paramètres > Compte > supprimer mon compte, elles sont supprimées ou anonymisées sous 30 jours ; après toute autre suppression de compte, sous 12 mois au plus.',
          en: 'After a cancellation, it is kept for 30 days, time enough to come back or export it. If you delete your account via Settings > Account > delete my account, it is deleted or anonymised within 30 days; after any other account deletion, within 12 months at most.',
        },
      },
      {
        id: 'rights',
        question: {
          fr: 'Comment exercer mes droits sur mes données ?',
          en: 'How do I exercise my data rights?',
        },
        answer: {
          fr: 'Écrivez à notre contact confidentialité, {privacyEmail}, pour exercer vos droits d’accès, de rectification, de portabilité, de suppression et d’opposition.',
          en: 'Write to our privacy contact, {privacyEmail}, to exercise your rights of access, rectification, portability, deletion and objection.',
        },
      },
    ],
  },
  {
    id: 'billing',
    title: 'Billing & Support',
    entries: [
      {
        id: 'payment-methods',
        question: { fr: 'Comment se fait le paiement ?', en: 'How is payment made?' },
        answer: {
          fr: 'Par carte bancaire, via notre prestataire de paiement sécurisé. Vos coordonnées bancaires ne sont jamais enregistrées sur nos serveurs.',
          en: 'By card, through our secure payment provider. Your card details are never stored on our servers.',
        },
      },
      {
        id: 'refunds',
        question: { fr: 'Puis-je être remboursé ?', en: 'Can I get a refund?' },
        answer: {
          fr: 'Aucun remboursement n’est accordé une fois une période d’abonnement commencée ; un abonnement payant reste dû jusqu’à la fin de la période en cours.',
          en: 'No refund is given once a subscription period has started; a paid subscription stays due until the end of the current period.',
        },
      },
      {
        id: 'invoices',
        question: { fr: 'Où trouver mes factures d’abonnement ?', en: 'Where are my subscription invoices?' },
        answer: {
          fr: 'Dans le portail de gestion de l’abonnement, ouvert depuis votre tableau de bord (« Manage subscription »).',
          en: 'In the subscription management portal, opened from your dashboard (“Manage subscription”).',
        },
      },
      {
        id: 'support',
        question: { fr: 'Comment contacter l’assistance ?', en: 'How do I reach support?' },
        answer: {
          fr: 'Par e-mail à {supportEmail}. Indiquez l’adresse de votre compte : nous vous répondons dans les meilleurs délais.',
          en: 'By email at {supportEmail}. Give your account’s address and we will answer as soon as we can.',
        },
      },
    ],
  },
  {
    id: 'future',
    title: 'Development & Future',
    entries: [
      {
        id: 'roadmap',
        question: { fr: 'Quelles sont les prochaines fonctionnalités ?', en: 'What is coming next?' },
        answer: {
          fr: 'Une lecture plus fiable des photos et des croquis par le générateur de design, et un back-office plus rapide sur téléphone. L’essayage virtuel est déjà là : sur un design partagé et sur une pièce du showroom créée avec le générateur, « Essayer » place la bague sur la main du client, ou les puces d’oreilles sur ses lobes, avec la caméra du téléphone ou une photo, à taille réelle ; rien ne quitte son appareil.',
          en: 'A more reliable reading of photos and sketches by the design generator, and a faster back office on phones. Virtual try-on is already here: on a shared design and on a showroom piece made with the generator, ‘Try on’ places the ring on the client’s hand, or the stud earrings on their lobes, with the phone’s camera or a photo, at true size; nothing leaves their device.',
        },
      },
      {
        id: 'api',
        question: { fr: 'Proposez-vous une API ?', en: 'Do you offer an API?' },
        answer: {
          fr: 'Oui, sur le plan DIAMOND uniquement : des clés API, une API documentée et des webhooks relient Carat à vos autres outils (site, caisse, comptabilité). Créez vos clés dans Paramètres → API et webhooks.',
          en: 'Yes, on the DIAMOND plan only: API keys, a documented API and webhooks connect Carat to your other tools (website, till, accounting). Create your keys in Settings → API and webhooks.',
        },
      },
      {
        id: 'suggest',
        question: { fr: 'Puis-je proposer une fonctionnalité ?', en: 'Can I suggest a feature?' },
        answer: {
          fr: 'Volontiers : écrivez-nous à {supportEmail}. Notre feuille de route se nourrit des retours des joailliers.',
          en: 'Gladly: write to us at {supportEmail}. Our roadmap is shaped by jewellers’ feedback.',
        },
      },
      {
        id: 'languages',
        question: { fr: 'Carat est-il disponible en anglais ?', en: 'Is Carat available in English?' },
        answer: {
          fr: 'Oui, la plateforme est disponible en français et en anglais.',
          en: 'Yes, the platform is available in French and in English.',
        },
      },
    ],
  },
  {
    id: 'other',
    title: 'Other Questions',
    entries: [
      {
        id: 'location',
        question: { fr: 'Où l’entreprise est-elle basée ?', en: 'Where is the company based?' },
        answer: { fr: 'À Montréal, au Canada.', en: 'In Montréal, Canada.' },
      },
      {
        id: 'personal-use',
        question: {
          fr: 'Puis-je utiliser Carat à titre personnel ?',
          en: 'Can I use Carat for personal use?',
        },
        answer: {
          fr: 'Non : l’accès est réservé aux adultes agissant à titre professionnel. Vos clients, eux, visitent votre showroom librement.',
          en: 'No: access is for adults acting professionally. Your clients, for their part, browse your showroom freely.',
        },
      },
      {
        id: 'abuse',
        question: { fr: 'Que se passe-t-il en cas d’abus ?', en: 'What happens in case of abuse?' },
        answer: {
          fr: 'Un compte peut être suspendu ou fermé en cas d’abus, de fraude, de non-paiement ou de violation des conditions d’utilisation. En cas d’abus, cela se fait sans préavis ni remboursement.',
          en: 'An account may be suspended or closed for abuse, fraud, non-payment or breach of the terms of use. In case of abuse, this happens without notice or refund.',
        },
      },
      {
        id: 'law',
        question: { fr: 'Quel droit s’applique ?', en: 'Which law applies?' },
        answer: {
          fr: 'Le droit du Québec et le droit fédéral canadien qui s’y applique ; les tribunaux de Montréal sont compétents.',
          en: 'The law of Quebec and the federal law of Canada applicable there; the courts of Montreal have jurisdiction.',
        },
      },
    ],
  },
];
