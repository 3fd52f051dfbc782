import { defineMessages } from '@carat/ui/i18n';

const fr = {
  'demo.banner': 'Demo Mode',
  'demo.bannerBody': "Vous explorez l'espace d'un joaillier de démonstration, en lecture seule.",
  'demo.home': "Retour à l'accueil",
  'demo.signIn': 'Se connecter',
  'demo.start': 'Commencer',
  'demo.back': 'Retour au tableau de bord démo',
  'demo.settingsInert': 'Les paramètres ne sont pas disponibles en démo',
};

export const demoMessages = defineMessages({
  fr,
  en: {
    'demo.banner': 'Demo Mode',
    'demo.bannerBody': "You are exploring a demonstration jeweller's workspace, read-only.",
    'demo.home': 'Back to home',
    'demo.signIn': 'Sign in',
    'demo.start': 'Get started',
    'demo.back': 'Back to the demo dashboard',
    'demo.settingsInert': 'Settings are not available in the demo',
  },
});
