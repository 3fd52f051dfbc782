import type { LegalDocumentContent } from '#features/legal/types.ts';

/** /legal — the legal notice, in the spec's ten sections. */
export const LEGAL_NOTICE: LegalDocumentContent = {
  title: { fr: 'Mentions légales', en: 'Legal notice' },
  updated: '2025-10-11',
  intro: {
    fr: 'Les présentes mentions légales s’appliquent au site Carat et à la plateforme accessible depuis celui-ci. En les consultant, vous savez qui édite le service, qui l’héberge et quelles règles s’y appliquent.',
    en: 'This legal notice applies to the Carat website and to the platform reached from it. It tells you who publishes the service, who hosts it and which rules apply to it.',
  },
  sections: [
    {
      id: 'publisher',
      title: { fr: 'Éditeur du site', en: 'Publisher' },
      body: [
        {
          p: {
            fr: 'Le site et la plateforme Carat sont édités par Carat, entreprise établie à Montréal (Québec), Canada.',
            en: 'The Carat website and platform are published by Carat, a company based in Montréal (Quebec), Canada.',
          },
        },
        {
          list: [
            { fr: 'Siège : Montréal (Québec), Canada', en: 'Registered office: Montréal (Quebec), Canada' },
            { fr: 'Courriel : {contactEmail}', en: 'Email: {contactEmail}' },
            {
              fr: 'Responsable de la publication : la direction de Carat',
              en: 'Publication manager: the management of Carat',
            },
          ],
        },
      ],
    },
    {
      id: 'hosting',
      title: { fr: 'Hébergement', en: 'Hosting' },
      body: [
        {
          p: {
            fr: 'Les pages publiques du site sont servies par un réseau de diffusion de contenu (CDN). Les données de la plateforme sont hébergées par un prestataire d’hébergement en nuage spécialisé dans les bases de données, qui les chiffre en transit et en assure la sauvegarde automatique quotidienne.',
            en: 'The public pages of the site are served by a content delivery network (CDN). The platform’s data is hosted by a cloud hosting provider specialised in databases, which encrypts it in transit and backs it up automatically every day.',
          },
        },
      ],
    },
    {
      id: 'purpose',
      title: { fr: 'Objet du site', en: 'Purpose of the site' },
      body: [
        {
          p: {
            fr: 'Carat est une plateforme par abonnement destinée aux joailliers et aux marques de bijoux : showroom en ligne, gestion des rendez-vous, des commandes sur mesure, des factures, des clients et du stock, notifications automatiques et outils d’intelligence artificielle.',
            en: 'Carat is a subscription platform for jewellers and jewellery brands: online showroom, management of appointments, custom orders, invoices, clients and stock, automatic notifications and artificial intelligence tools.',
          },
        },
        {
          p: {
            fr: 'Carat ne vend pas de bijoux et n’agit pas comme intermédiaire entre les joailliers et leurs clients. L’accès à la plateforme est réservé aux adultes agissant dans le cadre de leur activité professionnelle.',
            en: 'Carat does not sell jewellery and does not act as an intermediary between jewellers and their clients. Access to the platform is for adults acting in the course of their business.',
          },
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: { fr: 'Propriété intellectuelle', en: 'Intellectual property' },
      body: [
        {
          p: {
            fr: 'La marque Carat, le site, son graphisme, ses textes, ses images et son code sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou réutilisation sans autorisation écrite est interdite.',
            en: 'The Carat brand, the site, its design, texts, images and code are protected by intellectual property law. Any reproduction or reuse without written permission is forbidden.',
          },
        },
        {
          p: {
            fr: 'Les utilisateurs restent propriétaires des contenus qu’ils créent sur la plateforme, sauf s’ils les publient, et sont responsables de l’usage commercial des résultats produits par l’intelligence artificielle.',
            en: 'Users keep ownership of the content they create on the platform unless they publish it, and are responsible for the commercial use of the output of the artificial intelligence.',
          },
        },
      ],
    },
    {
      id: 'personal-data',
      title: { fr: 'Données personnelles', en: 'Personal data' },
      body: [
        {
          p: {
            fr: 'Carat ne vend aucune donnée. Les données sont chiffrées en transit et traitées selon notre politique de confidentialité, qui décrit les données collectées, leur durée de conservation et vos droits.',
            en: 'Carat sells no data. Data is encrypted in transit and handled according to our privacy policy, which describes the data collected, how long it is kept and your rights.',
          },
        },
        {
          p: {
            fr: 'Pour exercer vos droits d’accès, de rectification, de portabilité, de suppression et d’opposition, écrivez à {privacyEmail}.',
            en: 'To exercise your rights of access, rectification, portability, deletion and objection, write to {privacyEmail}.',
          },
        },
      ],
    },
    {
      id: 'responsibilities',
      title: { fr: 'Responsabilités', en: 'Responsibilities' },
      body: [
        {
          p: {
            fr: 'Carat s’efforce d’assurer l’exactitude des informations du site et la disponibilité du service, sans pouvoir garantir l’absence d’erreur ou d’interruption. Les liens vers des sites tiers sont fournis pour votre commodité : Carat n’en contrôle pas le contenu.',
            en: 'Carat strives for accurate information and an available service, but cannot guarantee freedom from errors or interruptions. Links to third-party sites are given for convenience: Carat does not control their content.',
          },
        },
        {
          p: {
            fr: 'Chaque joaillier est seul responsable des produits, prix et informations qu’il publie sur son showroom, ainsi que de sa relation commerciale avec ses clients.',
            en: 'Each jeweller alone is responsible for the products, prices and information published on their showroom, and for their business relationship with their clients.',
          },
        },
      ],
    },
    {
      id: 'terms',
      title: { fr: 'Conditions d’utilisation', en: 'Terms of use' },
      body: [
        {
          p: {
            fr: 'L’utilisation de la plateforme est régie par nos conditions générales d’utilisation (page /terms) : abonnements, paiement, absence de remboursement une fois une période commencée, suspension en cas d’abus, contenus et droit applicable.',
            en: 'Use of the platform is governed by our terms of use (page /terms): subscriptions, payment, no refund once a period has started, suspension for abuse, content and applicable law.',
          },
        },
      ],
    },
    {
      id: 'cookies',
      title: { fr: 'Cookies', en: 'Cookies' },
      body: [
        {
          p: {
            fr: 'Le site utilise des cookies strictement nécessaires : ceux de la session de connexion, partagés entre le site, le showroom et le tableau de bord, et le stockage local de vos préférences de langue et d’affichage. Aucun cookie publicitaire n’est déposé.',
            en: 'The site uses strictly necessary cookies: those of the sign-in session, shared between the site, the showroom and the dashboard, and local storage of your language and display preferences. No advertising cookie is set.',
          },
        },
      ],
    },
    {
      id: 'applicable-law',
      title: { fr: 'Droit applicable', en: 'Applicable law' },
      body: [
        {
          p: {
            fr: 'Les présentes mentions sont régies par le droit du Québec et le droit fédéral canadien qui s’y applique. Tout litige relève de la compétence des tribunaux de Montréal.',
            en: 'This notice is governed by the law of Quebec and the federal law of Canada applicable there. Any dispute falls under the jurisdiction of the courts of Montreal.',
          },
        },
      ],
    },
    {
      id: 'contact',
      title: { fr: 'Contact', en: 'Contact' },
      body: [
        {
          list: [
            { fr: 'Questions générales : {contactEmail}', en: 'General questions: {contactEmail}' },
            { fr: 'Assistance : {supportEmail}', en: 'Support: {supportEmail}' },
            { fr: 'Données personnelles : {privacyEmail}', en: 'Personal data: {privacyEmail}' },
          ],
        },
      ],
    },
  ],
};
