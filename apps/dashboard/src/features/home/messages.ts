import type { Catalogue } from '@carat/ui/i18n';

const fr = {
  'home.bookAppointment': 'Book Appointment',
  'home.newOrder': 'New Order',
  'home.tools.title': 'Vos outils',
  'home.tools.tryDemo': 'Try Demo',
  'home.tools.upgrade': 'Upgrade',
  'home.tools.notAvailable': 'Not Available',
  'home.tools.soon': 'Cet outil arrive bientôt dans votre espace.',
  'home.quickStart.title': 'Quick Start Guide',
  'home.quickStart.order': 'Créer un formulaire de commande',
  'home.quickStart.booking': 'Configurer la prise de rendez-vous',
  'home.quickStart.features': 'Explorer les fonctionnalités',
  'home.viewPlans': 'View All Plans',
};

/** The home texts: French as the spec writes them, English alongside. */
export const homeMessages: Catalogue<keyof typeof fr> = {
  fr,
  en: {
    'home.bookAppointment': 'Book Appointment',
    'home.newOrder': 'New Order',
    'home.tools.title': 'Your tools',
    'home.tools.tryDemo': 'Try Demo',
    'home.tools.upgrade': 'Upgrade',
    'home.tools.notAvailable': 'Not Available',
    'home.tools.soon': 'This tool is coming to your workspace soon.',
    'home.quickStart.title': 'Quick Start Guide',
    'home.quickStart.order': 'Create an order form',
    'home.quickStart.booking': 'Set up booking',
    'home.quickStart.features': 'Explore the features',
    'home.viewPlans': 'View All Plans',
  },
};
