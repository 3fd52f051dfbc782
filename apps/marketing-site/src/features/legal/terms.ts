import type { LegalDocumentContent } from '#features/legal/types.ts';

/** /terms — the terms of use, in thirteen sections, from the spec's legal position. */
export const TERMS_OF_USE: LegalDocumentContent = {
  title: { fr: "Conditions générales d'utilisation", en: 'Terms of use' },
  updated: '2025-10-11',
  intro: {
    fr: 'Les présentes conditions régissent l’utilisation de la plateforme Carat. En créant un compte ou en souscrivant un abonnement, vous les acceptez.',
    en: 'These terms govern the use of the Carat platform. By creating an account or subscribing, you accept them.',
  },
  sections: [
    {
      id: 'purpose',
      title: { fr: 'Objet', en: 'Purpose' },
      body: [
        {
          p: {
            fr: 'Carat fournit aux joailliers et marques de bijoux une plateforme par abonnement : showroom en ligne, rendez-vous, commandes sur mesure, factures, clients, stock, notifications automatiques et outils d’intelligence artificielle.',
            en: 'Carat provides jewellers and jewellery brands with a subscription platform: online showroom, appointments, custom orders, invoices, clients, stock, automatic notifications and artificial intelligence tools.',
          },
        },
      ],
    },
    {
      id: 'role',
      title: { fr: 'Rôle de Carat', en: 'Carat’s role' },
      body: [
        {
          p: {
            fr: 'Carat ne vend pas de bijoux et n’est pas un intermédiaire entre les joailliers et leurs clients. Les ventes, devis et rendez-vous conclus via un showroom engagent uniquement le joaillier et son client.',
            en: 'Carat does not sell jewellery and is not an intermediary between jewellers and their clients. Sales, quotes and appointments made through a showroom bind only the jeweller and their client.',
          },
        },
      ],
    },
    {
      id: 'access',
      title: { fr: 'Accès au service', en: 'Access to the service' },
      body: [
        {
          p: {
            fr: 'L’accès à la plateforme est réservé aux adultes agissant dans le cadre de leur activité professionnelle. Les démos joaillier et client sont ouvertes à tous, sans inscription.',
            en: 'Access to the platform is for adults acting in the course of their business. The jeweller and client demos are open to everyone, without signing up.',
          },
        },
      ],
    },
    {
      id: 'account',
      title: { fr: 'Compte', en: 'Account' },
      body: [
        {
          p: {
            fr: 'Vous fournissez des informations exactes et gardez vos identifiants confidentiels. Vous êtes responsable des actions réalisées depuis votre compte, y compris par les membres de votre équipe.',
            en: 'You provide accurate information and keep your credentials confidential. You are responsible for what is done from your account, including by your team members.',
          },
        },
      ],
    },
    {
      id: 'plans',
      title: { fr: 'Plans et abonnements', en: 'Plans and subscriptions' },
      body: [
        {
          p: {
            fr: 'Les plans CZ, MOISSANITE et DIAMOND sont proposés au mois ou à l’année, aux prix affichés sur la page Tarifs au moment de la souscription. Le contenu de chaque plan y est décrit.',
            en: 'The CZ, MOISSANITE and DIAMOND plans are offered monthly or yearly, at the prices shown on the Pricing page when you subscribe. What each plan includes is described there.',
          },
        },
        {
          list: [
            {
              fr: 'Le plan gratuit, sans carte bancaire, affiche un filigrane sur le showroom et ne permet pas d’encaisser de paiements.',
              en: 'The free plan, with no credit card, shows a watermark on the showroom and does not take payments.',
            },
            {
              fr: 'Le plan MOISSANITE compte 2 membres d’équipe, le plan DIAMOND 5 ; l’API est réservée au plan DIAMOND.',
              en: 'The MOISSANITE plan has 2 team members, the DIAMOND plan 5; the API is for the DIAMOND plan only.',
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: { fr: 'Paiement et facturation', en: 'Payment and billing' },
      body: [
        {
          p: {
            fr: 'Les abonnements payants sont prélevés d’avance, pour chaque période, par notre prestataire de paiement, et se renouvellent automatiquement. Un abonnement payant reste dû jusqu’à la fin de la période en cours.',
            en: 'Paid subscriptions are charged in advance, for each period, by our payment provider, and renew automatically. A paid subscription stays due until the end of the current period.',
          },
        },
      ],
    },
    {
      id: 'refunds',
      title: { fr: 'Remboursements', en: 'Refunds' },
      body: [
        {
          p: {
            fr: 'Aucun remboursement n’est accordé une fois une période d’abonnement commencée, y compris en cas de résiliation en cours de période.',
            en: 'No refund is given once a subscription period has started, including when you cancel during the period.',
          },
        },
      ],
    },
    {
      id: 'cancellation',
      title: { fr: 'Résiliation', en: 'Cancellation' },
      body: [
        {
          p: {
            fr: 'Vous pouvez résilier à tout moment depuis le portail de gestion de l’abonnement : l’abonnement prend fin au terme de la période en cours et n’est pas renouvelé. Vos données sont conservées 30 jours après la résiliation, puis supprimées selon notre politique de confidentialité.',
            en: 'You may cancel at any time from the subscription management portal: the subscription ends at the close of the current period and is not renewed. Your data is kept for 30 days after cancellation, then deleted as our privacy policy sets out.',
          },
        },
      ],
    },
    {
      id: 'suspension',
      title: { fr: 'Suspension et fermeture', en: 'Suspension and closure' },
      body: [
        {
          p: {
            fr: 'Carat peut suspendre ou fermer un compte en cas d’abus, de fraude, de non-paiement ou de violation des présentes conditions. En cas d’abus, la suspension ou la fermeture intervient sans préavis ni remboursement.',
            en: 'Carat may suspend or close an account for abuse, fraud, non-payment or breach of these terms. In case of abuse, suspension or closure happens without notice or refund.',
          },
        },
      ],
    },
    {
      id: 'content',
      title: { fr: 'Contenus et propriété', en: 'Content and ownership' },
      body: [
        {
          p: {
            fr: 'Vous restez propriétaire des contenus que vous créez sur la plateforme, sauf si vous les publiez. Vous garantissez disposer des droits sur ce que vous y déposez et accordez à Carat le droit de l’héberger et de l’afficher pour fournir le service.',
            en: 'You keep ownership of the content you create on the platform unless you publish it. You warrant that you hold the rights to what you upload and grant Carat the right to host and show it to provide the service.',
          },
        },
      ],
    },
    {
      id: 'ai',
      title: { fr: 'Intelligence artificielle', en: 'Artificial intelligence' },
      body: [
        {
          p: {
            fr: 'Les outils IA (agent conversationnel, studio marketing, générateur de design) produisent des propositions que vous vérifiez avant usage. Vous êtes responsable de l’usage commercial que vous faites de leurs résultats.',
            en: 'The AI tools (chat agent, marketing studio, design generator) produce suggestions that you check before use. You are responsible for the commercial use you make of their output.',
          },
        },
      ],
    },
    {
      id: 'liability',
      title: { fr: 'Responsabilité', en: 'Liability' },
      body: [
        {
          p: {
            fr: 'Carat fournit le service avec soin et sauvegarde les données chaque jour, sans garantir une disponibilité ininterrompue. Dans les limites permises par la loi, la responsabilité de Carat est limitée aux sommes payées au cours des douze derniers mois.',
            en: 'Carat provides the service with care and backs up data every day, without guaranteeing uninterrupted availability. Within the limits the law allows, Carat’s liability is limited to the amounts paid in the last twelve months.',
          },
        },
      ],
    },
    {
      id: 'law',
      title: { fr: 'Droit applicable et juridiction', en: 'Governing law and jurisdiction' },
      body: [
        {
          p: {
            fr: 'Les présentes conditions sont régies par le droit du Québec et le droit fédéral canadien qui s’y applique. Tout litige relève de la compétence exclusive des tribunaux de Montréal. Questions : {contactEmail}.',
            en: 'These terms are governed by the law of Quebec and the federal law of Canada applicable there. Any dispute falls under the exclusive jurisdiction of the courts of Montreal. Questions: {contactEmail}.',
          },
        },
      ],
    },
  ],
};
