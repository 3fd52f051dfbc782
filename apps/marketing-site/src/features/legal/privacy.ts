import type { LegalDocumentContent } from '#features/legal/types.ts';

/** /privacy — the privacy policy, in twelve sections, from the spec's privacy position. */
export const PRIVACY_POLICY: LegalDocumentContent = {
  title: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  updated: '2025-10-11',
  intro: {
    fr: 'Cette politique explique quelles données Carat collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits. En bref : nous ne vendons aucune donnée.',
    en: 'This policy explains which data Carat collects, why, how long it is kept and how to exercise your rights. In short: we sell no data.',
  },
  sections: [
    {
      id: 'controller',
      title: { fr: 'Responsable du traitement', en: 'Data controller' },
      body: [
        {
          p: {
            fr: 'Carat, entreprise établie à Montréal (Québec), Canada, est responsable du traitement des données décrites ici. Notre contact confidentialité : {privacyEmail}.',
            en: 'Carat, a company based in Montréal (Quebec), Canada, is the controller of the data described here. Our privacy contact: {privacyEmail}.',
          },
        },
      ],
    },
    {
      id: 'data-collected',
      title: { fr: 'Données collectées', en: 'Data collected' },
      body: [
        {
          list: [
            {
              fr: 'Compte : nom complet, adresse e-mail, mot de passe (enregistré sous forme chiffrée irréversible), plan choisi et période de facturation.',
              en: 'Account: full name, email address, password (stored as an irreversible hash), chosen plan and billing period.',
            },
            {
              fr: 'Activité professionnelle : informations de votre entreprise, produits, collections, commandes, rendez-vous, factures et fiches clients que vous saisissez.',
              en: 'Business activity: your business details, products, collections, orders, appointments, invoices and client records you enter.',
            },
            {
              fr: 'Abonnement : identifiant client et statut d’abonnement transmis par notre prestataire de paiement. Nous ne recevons jamais vos numéros de carte.',
              en: 'Subscription: customer identifier and subscription status sent by our payment provider. We never receive your card numbers.',
            },
            {
              fr: 'Utilisation : journaux techniques et mesures d’audience agrégées.',
              en: 'Usage: technical logs and aggregated audience measurement.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: { fr: 'Finalités', en: 'Purposes' },
      body: [
        {
          p: {
            fr: 'Vos données servent à fournir la plateforme (showroom, rendez-vous, commandes, factures, outils IA), à gérer votre abonnement, à envoyer les notifications que vous avez activées, à assurer la sécurité du service et à l’améliorer.',
            en: 'Your data is used to provide the platform (showroom, appointments, orders, invoices, AI tools), to manage your subscription, to send the notifications you turned on, to keep the service secure and to improve it.',
          },
        },
      ],
    },
    {
      id: 'legal-bases',
      title: { fr: 'Fondements du traitement', en: 'Grounds for processing' },
      body: [
        {
          p: {
            fr: 'Nous traitons vos données pour exécuter le contrat qui nous lie, respecter nos obligations légales (notamment comptables), sur la base de notre intérêt légitime à sécuriser et améliorer le service, et, lorsque la loi l’exige, avec votre consentement.',
            en: 'We process your data to perform our contract with you, to meet our legal obligations (accounting in particular), on our legitimate interest in securing and improving the service, and, where the law requires it, with your consent.',
          },
        },
      ],
    },
    {
      id: 'providers',
      title: { fr: 'Prestataires', en: 'Service providers' },
      body: [
        {
          p: {
            fr: 'Nous faisons appel à des prestataires qui n’agissent que sur nos instructions :',
            en: 'We rely on providers who act only on our instructions:',
          },
        },
        {
          list: [
            {
              fr: 'un prestataire de paiement, pour les abonnements ;',
              en: 'a payment provider, for subscriptions;',
            },
            {
              fr: 'un hébergeur en nuage, pour les données et le site ;',
              en: 'a cloud host, for the data and the site;',
            },
            { fr: 'un service de mesure d’audience ;', en: 'an audience measurement service;' },
            {
              fr: 'des fournisseurs de génération d’images et de modèles par IA, pour les outils IA.',
              en: 'AI image and model generation providers, for the AI tools.',
            },
          ],
        },
      ],
    },
    {
      id: 'no-sale',
      title: { fr: 'Aucune vente de données', en: 'No sale of data' },
      body: [
        {
          p: {
            fr: 'Nous ne vendons, ne louons et n’échangeons aucune donnée personnelle, ni la vôtre ni celle de vos clients.',
            en: 'We do not sell, rent or trade any personal data, neither yours nor your clients’.',
          },
        },
      ],
    },
    {
      id: 'security',
      title: { fr: 'Sécurité', en: 'Security' },
      body: [
        {
          p: {
            fr: 'Les données sont chiffrées en transit. Les données de chaque entreprise sont isolées de celles des autres jusque dans la base de données, l’accès est protégé par authentification, et des sauvegardes automatiques sont réalisées chaque jour.',
            en: 'Data is encrypted in transit. Each business’s data is kept apart from every other’s down to the database, access is protected by authentication, and automatic backups are made every day.',
          },
        },
      ],
    },
    {
      id: 'retention',
      title: { fr: 'Conservation', en: 'Retention' },
      body: [
        {
          list: [
            {
              fr: 'Tant que votre compte est actif, vos données sont conservées pour vous fournir le service.',
              en: 'While your account is active, your data is kept to provide the service.',
            },
            {
              fr: 'Après une résiliation, vos données sont conservées 30 jours, le temps de revenir ou de les exporter.',
              en: 'After a cancellation, your data is kept for 30 days, time enough to come back or export it.',
            },
            {
              fr: 'Si vous supprimez votre compte via Paramètres > Compte > supprimer mon compte, vos données sont supprimées ou anonymisées sous 30 jours.',
              en: 'If you delete your account via Settings > Account > delete my account, your data is deleted or anonymised within 30 days.',
            },
            {
              fr: 'Dans les autres cas de suppression de compte, elles sont supprimées ou anonymisées au plus tard 12 mois après.',
              en: 'After any other account deletion, it is deleted or anonymised within 12 months at most.',
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: { fr: 'Vos droits', en: 'Your rights' },
      body: [
        {
          p: {
            fr: 'Vous disposez d’un droit d’accès, de rectification, de portabilité, de suppression et d’opposition. Pour les exercer, écrivez à notre contact confidentialité, {privacyEmail}, depuis l’adresse de votre compte. Vous pouvez aussi vous adresser à l’autorité de protection des données compétente.',
            en: 'You have the rights of access, rectification, portability, deletion and objection. To exercise them, write to our privacy contact, {privacyEmail}, from your account’s address. You may also contact the competent data protection authority.',
          },
        },
      ],
    },
    {
      id: 'cookies',
      title: { fr: 'Cookies et stockage local', en: 'Cookies and local storage' },
      body: [
        {
          p: {
            fr: 'Seuls des cookies strictement nécessaires sont utilisés : ceux de la session de connexion (partagés entre le site, le showroom et le tableau de bord) et le stockage local de vos préférences de langue et de thème. Aucun cookie publicitaire n’est déposé.',
            en: 'Only strictly necessary cookies are used: those of the sign-in session (shared between the site, the showroom and the dashboard) and local storage of your language and theme preferences. No advertising cookie is set.',
          },
        },
      ],
    },
    {
      id: 'minors',
      title: { fr: 'Public concerné', en: 'Who the service is for' },
      body: [
        {
          p: {
            fr: 'La plateforme est réservée aux adultes agissant à titre professionnel. Nous ne collectons pas sciemment de données concernant des mineurs.',
            en: 'The platform is for adults acting professionally. We do not knowingly collect data about minors.',
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { fr: 'Modifications et contact', en: 'Changes and contact' },
      body: [
        {
          p: {
            fr: 'Nous pouvons mettre à jour cette politique ; la date de dernière mise à jour figure en haut de page et tout changement important vous est signalé. Pour toute question : {privacyEmail}.',
            en: 'We may update this policy; the date of the last update is at the top of the page and any significant change is announced to you. For any question: {privacyEmail}.',
          },
        },
      ],
    },
  ],
};
