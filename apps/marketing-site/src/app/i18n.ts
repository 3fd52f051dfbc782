import {
  baseCatalogue,
  type Catalogue,
  defineMessages,
  type MessageKeyOf,
  mergeCatalogues,
} from '@carat/ui/i18n';
import type { messages as faqMessages } from '#features/faq/FaqPage.tsx';
import type { landingMessages } from '#features/landing/messages.ts';
import type { legalMessages } from '#features/legal/LegalDocument.tsx';

/**
 * Texts every page of the site uses: page titles, the header, the footer. A page's own texts live beside it
 * (its module's `messages`) and are merged over these when the page loads. French is the spec's, word for
 * word where the spec writes it; the spec's English labels stay English in both languages.
 */
const site = defineMessages({
  fr: {
    'site.name': 'Carat',
    'site.tagline': 'La plateforme des joailliers',
    'meta.landing.title': 'Carat — La plateforme tout-en-un des joailliers',
    'meta.landing.description':
      'Showroom de luxe, rendez-vous, commandes sur mesure, factures et outils IA pour les joailliers. Mise en place en 15 minutes environ, plan gratuit sans carte bancaire.',
    'meta.faq.title': 'FAQ — Questions fréquentes | Carat',
    'meta.faq.description':
      'Toutes les réponses sur Carat : plans et abonnements, intelligence artificielle, sécurité, facturation et feuille de route.',
    'meta.legal.title': 'Mentions légales | Carat',
    'meta.legal.description':
      'Mentions légales de Carat : éditeur, hébergement, propriété intellectuelle, données personnelles et droit applicable.',
    'meta.privacy.title': 'Politique de confidentialité | Carat',
    'meta.privacy.description':
      'Comment Carat collecte, protège et conserve vos données, et comment exercer vos droits.',
    'meta.terms.title': "Conditions générales d'utilisation | Carat",
    'meta.terms.description':
      "Conditions générales d'utilisation de Carat : abonnements, paiement, résiliation, contenus et droit applicable.",
    'meta.notFound.title': 'Page introuvable | Carat',

    'skip.link': 'Aller au contenu',
    'header.home': 'Carat, accueil',
    'header.nav': 'Navigation principale',
    'header.menu': 'Menu',
    'nav.home': 'Accueil',
    'nav.features': 'Fonctionnalités',
    'nav.pricing': 'Tarifs',
    'nav.faq': 'FAQ',
    'header.signIn': 'Se connecter',
    'header.start': 'Commencer',
    'header.dashboard': 'Dashboard',

    'footer.blurb':
      'La plateforme tout-en-un des joailliers : showroom de luxe, rendez-vous, commandes sur mesure, factures et outils IA.',
    'footer.product': 'Produit',
    'footer.features': 'Fonctionnalités',
    'footer.pricing': 'Tarifs',
    'footer.clientDemo': 'Démo client',
    'footer.jewellerDemo': 'Démo joaillier',
    'footer.faq': 'FAQ',
    'footer.help': 'Assistance',
    'footer.support': 'Support',
    'footer.contact': 'Contact',
    'footer.legalTitle': 'Légal',
    'footer.legal': 'Mentions légales',
    'footer.privacy': 'Confidentialité',
    'footer.terms': "Conditions d'utilisation",
    'footer.place': 'Montréal, Canada',
    'footer.copyright': '© 2025 Carat. Tous droits réservés.',

    'signedOut.title': 'Déconnexion réussie',
    'signedOut.message': 'À bientôt !',
  },
  en: {
    'site.name': 'Carat',
    'site.tagline': 'The platform for jewellers',
    'meta.landing.title': 'Carat — The all-in-one platform for jewellers',
    'meta.landing.description':
      'Luxury showroom, appointments, custom orders, invoices and AI tools for jewellers. Set up in about 15 minutes, free plan with no credit card.',
    'meta.faq.title': 'FAQ — Frequently asked questions | Carat',
    'meta.faq.description':
      'Every answer about Carat: plans and subscriptions, artificial intelligence, security, billing and roadmap.',
    'meta.legal.title': 'Legal notice | Carat',
    'meta.legal.description':
      'Legal notice of Carat: publisher, hosting, intellectual property, personal data and applicable law.',
    'meta.privacy.title': 'Privacy policy | Carat',
    'meta.privacy.description':
      'How Carat collects, protects and keeps your data, and how to exercise your rights.',
    'meta.terms.title': 'Terms of use | Carat',
    'meta.terms.description':
      'Terms of use of Carat: subscriptions, payment, termination, content and applicable law.',
    'meta.notFound.title': 'Page not found | Carat',

    'skip.link': 'Skip to content',
    'header.home': 'Carat, home',
    'header.nav': 'Main navigation',
    'header.menu': 'Menu',
    'nav.home': 'Home',
    'nav.features': 'Features',
    'nav.pricing': 'Pricing',
    'nav.faq': 'FAQ',
    'header.signIn': 'Sign in',
    'header.start': 'Get started',
    'header.dashboard': 'Dashboard',

    'footer.blurb':
      'The all-in-one platform for jewellers: luxury showroom, appointments, custom orders, invoices and AI tools.',
    'footer.product': 'Product',
    'footer.features': 'Features',
    'footer.pricing': 'Pricing',
    'footer.clientDemo': 'Client demo',
    'footer.jewellerDemo': 'Jeweller demo',
    'footer.faq': 'FAQ',
    'footer.help': 'Help',
    'footer.support': 'Support',
    'footer.contact': 'Contact',
    'footer.legalTitle': 'Legal',
    'footer.legal': 'Legal notice',
    'footer.privacy': 'Privacy',
    'footer.terms': 'Terms of use',
    'footer.place': 'Montréal, Canada',
    'footer.copyright': '© 2025 Carat. All rights reserved.',

    'signedOut.title': 'Signed out',
    'signedOut.message': 'See you soon!',
  },
});

export const catalogue = mergeCatalogues(baseCatalogue, site);

/** A key of the site's own texts, which every page has (page titles and descriptions among them). */
export type SiteMessageKey = MessageKeyOf<typeof catalogue>;

/** The site's texts and every page's own (each page brings its own with its module, see app/page.ts). */
export type SiteCatalogue = Catalogue<
  SiteMessageKey | MessageKeyOf<typeof landingMessages | typeof faqMessages | typeof legalMessages>
>;

/** The site's catalogue with a page's own texts over it. */
export function catalogueFor(pageMessages: Catalogue | undefined): SiteCatalogue {
  // A page reads its own keys only: another page's keys are typed here but not loaded with this page.
  return (pageMessages ? mergeCatalogues(catalogue, pageMessages) : catalogue) as SiteCatalogue;
}

declare module '@carat/ui/i18n' {
  interface Register {
    catalogue: SiteCatalogue;
  }
}
